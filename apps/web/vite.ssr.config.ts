import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { messageCatalogues } from './build/message-catalogues.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The signed-in home screen's renderer for the gateway (build/signed-in-entry.tsx), built for
 * Node beside the client: one self-contained file with React's server renderer, so the
 * gateway (and its image) needs nothing but this file. Outside dist/, which is served.
 */
export default defineConfig({
  root,
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))), messageCatalogues(root)],
  // Static files and styles are the client's (dist/); this build makes one script.
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  // React's production server renderer whatever NODE_ENV the gateway runs with (the development one
  // takes about half as long again per page and only adds warnings for the app's developers).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'build/signed-in-entry.tsx',
    outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      // Libraries' "use client" markers mean nothing to a server renderer.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' || log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        handler(level, log);
      },
      output: { format: 'esm', entryFileNames: 'signed-in.mjs', codeSplitting: false },
    },
  },
});
