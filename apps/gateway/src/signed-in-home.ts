import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importEsModule, type Logger } from '@nova/platform';
import type { GatewayContext } from './context';
import type { ContextFactory } from './rest/run-operation';

/** What the web build's renderer gives for one visit (apps/web/build/signed-in-entry.tsx). */
export interface SignedInScreen {
  html: string;
  cache: unknown;
}

type ExecuteOperation = (request: { query: string; variables: Record<string, unknown>; operationName?: string }) => Promise<unknown>;
type RenderSignedInScreen = (options: { execute: ExecuteOperation; signal: AbortSignal }) => Promise<SignedInScreen | null>;

/** The renderer, built beside the client (`apps/web/dist-server`, outside the served folder). */
export function signedInRendererFile(distDir: string): string {
  return join(distDir, '..', 'dist-server', 'signed-in.mjs');
}

/**
 * The signed-in home screen of one visit as HTML, drawn with the player's own answers (the
 * same operations the app asks for, run in this process with the visit's session and every
 * rule of /graphql), or null: no renderer built, not a player whose home screen opens
 * (signed out, age not settled, another language), too slow (`budgetMs`), or it failed.
 * Null is never an error for the visitor: the app then starts at once as before.
 */
export function signedInHomeRenderer(options: {
  distDir: string;
  server: Pick<ApolloServer<GatewayContext>, 'executeOperation'>;
  context: ContextFactory;
  logger: Logger;
  budgetMs: number;
  /** How the built module is loaded (tests give their own). */
  importModule?: (url: string) => Promise<unknown>;
}) {
  const importModule = options.importModule ?? importEsModule;
  const file = signedInRendererFile(options.distDir);
  let loaded: { modified: number; render: Promise<RenderSignedInScreen | null> } | null = null;

  function renderer(): Promise<RenderSignedInScreen | null> {
    if (!existsSync(file)) return Promise.resolve(null);
    const modified = statSync(file).mtimeMs;
    if (loaded?.modified !== modified) {
      // A rebuilt renderer (npm start rebuilds the client when its sources change) is a new module URL.
      const url = `${pathToFileURL(file).href}?v=${modified}`;
      const render = importModule(url)
        .then((module) => (module as { renderSignedInScreen: RenderSignedInScreen }).renderSignedInScreen)
        .catch((error: unknown) => {
          options.logger.warn({ err: error, file }, 'signed-in home: the renderer could not be loaded');
          return null;
        });
      loaded = { modified, render };
    }
    return loaded.render;
  }

  async function render(req: Request, res: Response): Promise<SignedInScreen | null> {
    const renderSignedInScreen = await renderer();
    if (!renderSignedInScreen) return null;
    const contextValue = await options.context(req, res);
    if (!contextValue.auth.caller) return null;
    const execute: ExecuteOperation = async (request) => {
      const response = await options.server.executeOperation(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('Unexpected incremental response');
      return response.body.singleResult;
    };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        // Settled first: whatever the aborted drawing gives back comes too late.
        resolve(null);
        controller.abort();
      }, options.budgetMs);
    });
    try {
      return await Promise.race([renderSignedInScreen({ execute, signal: controller.signal }), late]);
    } catch (error) {
      options.logger.warn({ err: error }, 'signed-in home: could not be drawn; the app starts instead');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Loads the renderer ahead of the first visit (about 0.3 s of module evaluation that the
   * first signed-in visitor would otherwise wait for); called once the gateway listens, so
   * it never delays readiness.
   */
  async function preload(): Promise<boolean> {
    return (await renderer()) !== null;
  }

  return Object.assign(render, { preload });
}

/** The built signed-in files' styles (index.html's boot script names them): inlined with a drawn home screen. */
export function signedInStyles(distDir: string, indexHtml: string): string {
  const list = /var novaSignedInFiles = (\[[^\]]*\]);/.exec(indexHtml)?.[1];
  const files = list ? (JSON.parse(list) as string[]) : [];
  return files
    .filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href))
    .map((href) => readFileSync(join(distDir, href), 'utf8'))
    .join('\n');
}

const PRERENDERED = /<div id="prerendered">[\s\S]*?<\/div>(\s*<div id="root">)/;

/**
 * index.html with the player's home screen in the place of the prerendered sign-in page
 * (`data-home`: boot.js shows it and starts the app when the player reaches for the page),
 * its styles inline, and the answers it was drawn from for the app's cache (a JSON block:
 * never run, so the CSP's script hashes do not apply; `<` escaped so it cannot end the block).
 */
export function withSignedInHome(indexHtml: string, screen: SignedInScreen, styles: string): string {
  if (!PRERENDERED.test(indexHtml)) return indexHtml;
  const cache = JSON.stringify(screen.cache).replace(/</g, '\\u003c');
  return indexHtml
    .replace('<html data-prerendered ', '<html data-session data-home ')
    .replace('</head>', () => `<style>${styles.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`)
    .replace(PRERENDERED, (_all, root: string) => `<div id="prerendered">${screen.html}</div>${root}`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>\n    <script type="application/json" id="nova-cache">${cache}</script>`);
}
