import compression from 'compression';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readSessionId } from './session-cookie';
import { signedInStyles, withSignedInHome, type SignedInScreen } from './signed-in-home';

/** Draws a visit's signed-in home screen (signed-in-home.ts), or null when the app should start as usual. */
export type HomeScreen = (req: Request, res: Response) => Promise<SignedInScreen | null>;

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
export function webApp(distDir: string, options: { homeScreen?: HomeScreen } = {}): Router {
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
  router.get(/.*/, (req, res, next) => {
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm start`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (!readSessionId(req)) {
      res.sendFile(indexHtml);
      return;
    }
    // A visit that carries a session is very likely signed in. On the home path the player's
    // home screen is drawn here and painted before any script runs (signed-in-home.ts); else,
    // or when it cannot be drawn: no prerendered sign-in page, the app starts at once (the boot
    // script's own hint is lost when site storage is cleared), and the boot script fetches the
    // signed-in frame beside the entry (`data-session`).
    const home = req.path === '/' && options.homeScreen ? options.homeScreen(req, res) : Promise.resolve(null);
    home
      .then((screen) => {
        if (!screen) {
          res.type('html').send(withoutSignInPage(indexHtml));
          return;
        }
        const page = signedInPage(indexHtml, distDir);
        // The player's own figures: never kept by a cache on the way or in the browser.
        res.setHeader('Cache-Control', 'private, no-store');
        res.type('html').send(withSignedInHome(page.html, screen, page.styles));
      })
      .catch((error: unknown) => {
        if (res.headersSent) next(error);
        else res.type('html').send(withoutSignInPage(indexHtml));
      });
  });
  return router;
}

interface BuiltPage {
  path: string;
  modified: number;
  html: string;
  /** Without the prerendered sign-in page's switch (build/prerender.ts), marked as a likely player's visit. */
  sessionHtml: string;
  styles: string | null;
}

let builtPage: BuiltPage | null = null;

/** The built index.html, read again when rebuilt. */
function built(indexHtml: string): BuiltPage {
  const modified = statSync(indexHtml).mtimeMs;
  if (builtPage?.path !== indexHtml || builtPage.modified !== modified) {
    const html = readFileSync(indexHtml, 'utf8');
    builtPage = { path: indexHtml, modified, html, sessionHtml: html.replace('<html data-prerendered ', '<html data-session '), styles: null };
  }
  return builtPage;
}

function withoutSignInPage(indexHtml: string): string {
  return built(indexHtml).sessionHtml;
}

/** The built index.html and the signed-in files' styles. */
function signedInPage(indexHtml: string, distDir: string): { html: string; styles: string } {
  const page = built(indexHtml);
  page.styles ??= signedInStyles(distDir, page.html);
  return { html: page.html, styles: page.styles };
}
