import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { serviceWorkerOptions } from './service-worker.config';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway serves /graphql and the /api facade; in development Vite forwards to it.
const apiTarget = process.env.NOVA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), VitePWA(serviceWorkerOptions)],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
