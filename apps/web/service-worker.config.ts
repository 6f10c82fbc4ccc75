import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The service worker (Workbox, generated at build time into dist/sw.js):
 * it precaches the built app shell, so the app opens without a connection
 * and shows its offline state. Money data is never cached: /api and /graphql
 * always go to the network, and a navigation under /api is never answered
 * with the shell. public/manifest.webmanifest stays the manifest.
 */
export const serviceWorkerOptions: Partial<VitePWAOptions> = {
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
