// Our copy of graphiql/setup-workers/vite: the `?worker` imports must live in our
// own sources, because Vite's dev pre-bundling cannot follow them inside a
// dependency (graphql/graphiql#4473). Vite emits each worker as a same-origin file,
// which the CSP's worker-src 'self' allows.
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

const monacoEnvironment: Environment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};

window.MonacoEnvironment = monacoEnvironment;
