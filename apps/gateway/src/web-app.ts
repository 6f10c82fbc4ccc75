import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const defaultWebDistDir = join(__dirname, '..', '..', 'web', 'dist');

/**
 * Serves the built client: hashed assets cached for a year, everything else
 * (client-side routes such as /profile or /ref/CODE) answered with index.html.
 */
export function webApp(distDir: string): Router {
  const router = Router();
  const indexHtml = join(distDir, 'index.html');
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
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
