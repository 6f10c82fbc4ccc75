import compression from 'compression';
import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ALWAYS_REVALIDATED = /(?:^|[\\/])(?:sw\.js|manifest\.webmanifest|boot\.js)$/;

export const defaultWebDistDir = join(__dirname, '..', '..', 'web', 'dist');

/**
 * Serves the built client: hashed assets cached for a year, everything else
 * (client-side routes such as /profile or /ref/CODE) answered with index.html.
 * Compressed when the browser accepts it (the app's JS is about a quarter of its
 * size gzipped). The service worker and the manifest are revalidated on every
 * load so a new release reaches installed apps at once.
 */
export function webApp(distDir: string): Router {
  const router = Router();
  const indexHtml = join(distDir, 'index.html');
  router.use(compression());
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, path) => {
        if (ALWAYS_REVALIDATED.test(path)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/.*/, (_req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm start`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
