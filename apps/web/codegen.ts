import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every operation written with graphql() under src/.
const config: CodegenConfig = {
  schema: '../gateway/schema/api.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, skipTypename: false },
    },
  },
};

export default config;
