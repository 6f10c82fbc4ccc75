import compression from 'compression';
import express, { Router, type ErrorRequestHandler } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readSessionId } from './session-cookie';

const ALWAYS_REVALIDATED = /(?:^|[\\/])(?:sw\.js|manifest\.webmanifest|boot\.js)$/;
/** Source maps are built for our own stack traces, never published (they hold the admin panel's code). */
const SOURCE_MAP = /\.map$/i;

export const defaultWebDistDir = join(__dirname, '..', '..', 'web', 'dist');

/**
 * A static file that is missing (404) or refused (403, e.g. a path escaping the
 * folder) is the visitor's mistake, not the server's: a short plain answer with
 * its own status and nothing logged. Anything else goes on to the error handler.
 */
const staticMiss: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  if (status !== 404 && status !== 403) {
    next(error);
    return;
  }
  res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'Forbidden');
};

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
  router.use((req, res, next) => {
    if (SOURCE_MAP.test(req.path)) res.status(404).type('text/plain').send('Not found');
    else next();
  });
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
    staticMiss,
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
  router.get(/.*/, (req, res) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm start`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // A visit that carries a session is very likely signed in: no prerendered sign-in page,
    // the app starts at once (the boot script's own hint is lost when site storage is cleared),
    // and the boot script fetches the signed-in frame beside the entry (`data-session`).
    if (readSessionId(req)) res.type('html').send(withoutSignInPage(indexHtml));
    else res.sendFile(indexHtml);
  });
  return router;
}

let signedInPage: { path: string; modified: number; html: string } | null = null;

/** index.html without its prerendered sign-in page's switch (build/prerender.ts), marked as a likely player's visit; read again when rebuilt. */
function withoutSignInPage(indexHtml: string): string {
  const modified = statSync(indexHtml).mtimeMs;
  if (signedInPage?.path !== indexHtml || signedInPage.modified !== modified) {
    signedInPage = { path: indexHtml, modified, html: readFileSync(indexHtml, 'utf8').replace('<html data-prerendered ', '<html data-session ') };
  }
  return signedInPage.html;
}
