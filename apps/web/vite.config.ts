import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { fontPreloads } from './build/font-preloads.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { messageCatalogues } from './build/message-catalogues.ts';
import { prerenderFirstScreen } from './build/prerender.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway serves /graphql and the /api facade; in development Vite forwards to it.
const apiTarget = process.env.NOVA_API_URL ?? 'http://localhost:3000';

const defaultOutDir = fileURLToPath(new URL('./dist', import.meta.url));
// `vite build --outDir <dir>` builds elsewhere (a measurement beside the served build).
const outDirArgument = process.argv.indexOf('--outDir');
const outDir = outDirArgument > 0 ? resolve(process.argv[outDirArgument + 1] as string) : defaultOutDir;

/** The built files the first screen loads: what the built index.html names (scripts, in its inline boot script too, and preloaded fonts). */
function firstScreenFiles(): Set<string> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/"\/(assets\/[^"]+)"/g)].map((match) => match[1] as string));
}

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
    // Precached at install: the shell and what the first screen loads (the files index.html
    // names, English included), so the app opens offline. Every other hashed file (pages,
    // languages, fonts of other scripts) is kept the first time it is fetched, and the
    // signed-in pages are fetched when the browser is idle (AppRoutes). Source maps never.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    globIgnores: ['**/*.map'],
    manifestTransforms: [
      async (entries) => {
        const firstScreen = firstScreenFiles();
        const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || firstScreen.has(entry.url));
        return { manifest, warnings: [] };
      },
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/graphql(\/|$)/],
    // Hashed files never change under their name: from the cache once fetched. Nothing
    // else is cached at run time: the API and uploaded images always go to the network.
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map'),
        handler: 'CacheFirst',
        options: { cacheName: 'nova-assets', expiration: { maxEntries: 300 } },
      },
    ],
    // Web Push: shows a pushed notification and opens its link on a click (public/push-handler.js).
    importScripts: ['/push-handler.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    sourcemap: false,
  },
};

/**
 * The app is written against React's API and built with Preact's compatibility layer: the same
 * components for about a quarter of react-dom's bytes on every first visit (docs/performance.md,
 * "Web client"). So context is read with useContext, not React 19's use(), which Preact lacks
 * (the build fails on it).
 */
const PREACT_BUILD = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Every catalogue arrives precompiled (build/message-catalogues.ts): the build leaves the ICU message parser out. */
const WITHOUT_MESSAGE_PARSER = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };


/** The signed-in player's other pages (AppRoutes fetches them when the browser is idle). */
const PLAYER_PAGES = /[\\/]src[\\/]pages[\\/](profile|winners|tickets|help|verify|subscriptions|notifications)[\\/]/;

export default defineConfig(({ command }) => ({
  root,
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    messageCatalogues(root),
    VitePWA(serviceWorkerOptions),
    fontPreloads([/inter-latin-400-normal-/, /orbitron-latin-800-normal-/]),
    prerenderFirstScreen({ root, path: '/auth' }),
  ],
  // Production builds run on Preact's compatibility layer (PREACT_BUILD); `vite` in development keeps React and its fast refresh.
  resolve: { alias: command === 'build' ? [...PREACT_BUILD, WITHOUT_MESSAGE_PARSER] : [] },
  build: {
    outDir: defaultOutDir,
    emptyOutDir: true,
    // Built for our own debugging, but named by no bundle and never served (web-app.ts refuses *.map).
    sourcemap: 'hidden',
    rolldownOptions: {
      // React Router and Apollo Client look up React 19's use() and useOptimistic() and fall back
      // without them: under Preact (PREACT_BUILD) those lookups are expected to find nothing.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && /node_modules[\\/](react-router|@apollo[\\/]client)[\\/]/.test(log.id ?? log.message)) return;
        handler(level, log);
      },
      output: {
        // The libraries every page needs change less often than the app: their own chunks stay
        // cached across releases. Other libraries go with the pages that use them, so the
        // sign-in page does not download the admin panel's selects.
        // Few, large chunks on the way to a screen (each file is a request; a phone network
        // pays its round trips): what the first screen runs is one chunk besides the two
        // libraries; the signed-in home (frame and dashboard, with everything they import)
        // one more; the other player pages, fetched when the browser is idle, one more.
        // Groups take their modules in priority order, so a later group never pulls in what
        // the first screen already loaded.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/, priority: 5 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/, priority: 4 },
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'home', test: /[\\/]src[\\/](shell|pages[\\/]dashboard)[\\/]/, priority: 2 },
            { name: 'player', test: PLAYER_PAGES, priority: 1 },
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
}));
