import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every operation the REST facade runs, written with graphql()
// under src/rest/ (the same client preset as the web client, apps/web/codegen.ts).
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['src/rest/**/*.ts', '!src/rest/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'src/rest/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, skipTypename: true },
    },
  },
};

export default config;
