import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { graphqlDocuments } from './build/graphql-documents.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway serves /graphql and the /api facade; in development Vite forwards to it.
const apiTarget = process.env.NOVA_API_URL ?? 'http://localhost:3000';

/**
 * The service worker (Workbox, generated at build time into dist/sw.js):
 * it precaches the built app shell, so the app opens without a connection
 * and shows its offline state. Money data is never cached: /api and /graphql
 * always go to the network, and a navigation under /api is never answered
 * with the shell. public/manifest.webmanifest stays the manifest.
 */
const serviceWorkerOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // src/pwa/register-service-worker.ts registers it, in production builds only.
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: false,
  workbox: {
    // Hashed Vite assets, index.html, boot.js, the manifest and icons; source maps stay out,
    // and of the font files only the subsets the five languages use (Latin, Thai,
    // Devanagari, Bengali, Arabic): the others load from the network when a page needs them.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    globIgnores: ['**/*.map', '**/*-{cyrillic,cyrillic-ext,greek,greek-ext,vietnamese,latin-ext,math,symbols}-[0-9]*-normal-*.woff2'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/],
    // No runtime caching at all: anything not precached (API, uploaded images) is network only.
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
  },
};

export default defineConfig({
  root,
  plugins: [graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))), react(), VitePWA(serviceWorkerOptions)],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Built for our own debugging, but named by no bundle and never served (web-app.ts refuses *.map).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // The libraries every page needs change less often than the app: their own chunks stay
        // cached across releases. Other libraries go with the pages that use them, so the
        // sign-in page does not download the admin panel's menus and selects.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
});
