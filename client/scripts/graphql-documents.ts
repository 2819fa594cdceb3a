// One module per GraphQL document (issue #14). Codegen writes every typed
// document of the client into src/gql/graphql.ts; a module goes into one chunk
// whole, so every page that used any document downloaded all of them (8 kB
// gzip, the entry included). This plugin gives each document a module of its
// own: imports of `XDocument` from '@/gql/graphql' are rewritten to
// 'virtual:graphql-document/XDocument', whose code is that document's syntax
// tree read from the generated file, plus its query text in `loc.source.body`
// (as graphql-tag sets it), so a plain request sends it without shipping
// graphql's printer. Types still come from graphql.ts: only the build changes.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { print, type DocumentNode } from 'graphql';
import ts from 'typescript';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const SOURCES = fileURLToPath(new URL('../src/', import.meta.url));
const PREFIX = 'virtual:graphql-document/';
const RESOLVED = `\0${PREFIX}`;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@\/gql\/graphql';?/g;

/** The documents of graphql.ts by export name; read again when the file changes. */
function documentReader() {
  let cache: { mtimeMs: number; documents: Map<string, DocumentNode> } | undefined;
  return (): Map<string, DocumentNode> => {
    const { mtimeMs } = statSync(GENERATED);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, documents: readDocuments() };
    return cache.documents;
  };
}

/** `export const XDocument = { …literal… } as unknown as DocumentNode<…>` → the literal's value. */
function readDocuments(): Map<string, DocumentNode> {
  const source = ts.createSourceFile(
    GENERATED,
    readFileSync(GENERATED, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const documents = new Map<string, DocumentNode>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && ts.isAsExpression(value)) value = value.expression;
      if (!ts.isIdentifier(declaration.name) || !value || !ts.isObjectLiteralExpression(value))
        continue;
      // Generated data (a JSON-like literal), evaluated as the bundle would.
      const document = new Function(`return (${value.getText(source)});`)() as DocumentNode;
      documents.set(declaration.name.text, document);
    }
  }
  return documents;
}

/** `A, type B, C as D` → the value imports (`C as D` kept whole) and the type ones. */
function splitSpecifiers(list: string) {
  const specifiers = list
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean);
  const isType = (specifier: string) => specifier.startsWith('type ');
  return {
    values: specifiers.filter((specifier) => !isType(specifier)),
    types: specifiers.filter(isType),
  };
}

export function graphqlDocuments(): Plugin {
  const documents = documentReader();
  return {
    name: 'sasm-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(SOURCES) || id === GENERATED || !/\.tsx?$/.test(id)) return null;
      if (!code.includes("'@/gql/graphql'")) return null;
      return code.replace(IMPORT, (whole, list: string) => {
        const { values, types } = splitSpecifiers(list);
        if (values.length === 0) return whole;
        const lines = values.map((specifier) => {
          const [exported = specifier] = specifier.split(/\s+as\s+/);
          if (!documents().has(exported))
            this.error(`${id}: ${exported} is not a document of ${GENERATED}`);
          return `import { ${specifier} } from '${PREFIX}${exported}';`;
        });
        if (types.length > 0) lines.push(`import { ${types.join(', ')} } from '@/gql/graphql';`);
        return lines.join('\n');
      });
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      this.addWatchFile(GENERATED);
      const name = id.slice(RESOLVED.length);
      const document = documents().get(name);
      if (!document) this.error(`${name} is not a document of ${GENERATED}`);
      const body = print(document);
      const loc = { start: 0, end: body.length, source: { body, name: 'GraphQL request' } };
      return `export const ${name} = ${JSON.stringify({ ...document, loc })};\n`;
    },
  };
}
