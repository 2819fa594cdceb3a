import type { CodegenConfig } from '@graphql-codegen/cli';

// schema.graphql is emitted by the server (code-first); client operations live
// beside the features that use them.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
