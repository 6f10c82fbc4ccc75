import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SESSION_COOKIE } from '@nova/contracts';
import type { GatewayContext } from '../src/context';
import { signedInHomeRenderer, signedInRendererFile, signedInStyles, withSignedInHome, type SignedInScreen } from '../src/signed-in-home';
import { webApp, type HomeScreen } from '../src/web-app';
import { onLoopback } from './support/loopback-server';

/** The parts of a built index.html the home screen is placed into (apps/web/build/prerender.ts). */
const BUILT_INDEX = [
  '<!doctype html>',
  '<html data-prerendered lang="en"><head><title>Nova</title>',
  '<script>var novaSignedInFiles = ["/assets/en-later-1.js","/assets/home-2.js","/assets/home-3.css"];</script>',
  '</head><body>',
  '<div id="prerendered"><div class="auth-page"><div><h1>Sign in</h1></div></div></div>',
  '    <div id="root"></div>',
  '</body></html>',
].join('\n');

const SCREEN: SignedInScreen = {
  html: '<div class="shell"><h1>Welcome, <bdi>$& nova</bdi></h1></div>',
  cache: { ROOT_QUERY: { me: { username: '</script><script>alert(1)</script>' } } },
};

describe('the signed-in home screen in the page', () => {
  it('takes the sign-in page\'s place, with its styles inline and its answers in a block that is never run', () => {
    const page = withSignedInHome(BUILT_INDEX, SCREEN, '.shell{color:red}');
    expect(page).toContain('<html data-session data-home lang="en">');
    expect(page).toContain(`<div id="prerendered">${SCREEN.html}</div>\n    <div id="root"></div>`);
    expect(page).not.toContain('Sign in');
    expect(page).toContain('<style>.shell{color:red}</style>\n  </head>');
    const block = /<script type="application\/json" id="nova-cache">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    // No "<" at all: a value cannot end the block and start a script.
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(SCREEN.cache);
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it('leaves a page without the prerendered place as it is', () => {
    const page = '<!doctype html><html data-prerendered lang="en"><div id="root"></div></html>';
    expect(withSignedInHome(page, SCREEN, '')).toBe(page);
  });

  it('reads the signed-in files\' styles that the boot script names, and nothing else', () => {
    const distDir = mkdtempSync(join(tmpdir(), 'nova-home-styles-'));
    try {
      mkdirSync(join(distDir, 'assets'));
      writeFileSync(join(distDir, 'assets', 'home-3.css'), '.dashboard{gap:8px}');
      expect(signedInStyles(distDir, BUILT_INDEX)).toBe('.dashboard{gap:8px}');
      expect(signedInStyles(distDir, '<html></html>')).toBe('');
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('drawing a visit\'s home screen', () => {
  const base = mkdtempSync(join(tmpdir(), 'nova-home-render-'));
  const distDir = join(base, 'dist');
  const logger = pino({ level: 'silent' });
  const player = { auth: { caller: { userId: 'u1' } } } as unknown as GatewayContext;
  const visitor = { auth: { caller: null } } as unknown as GatewayContext;
  const request = {} as express.Request;
  const response = {} as express.Response;

  beforeAll(() => {
    mkdirSync(join(base, 'dist-server'), { recursive: true });
    writeFileSync(signedInRendererFile(distDir), 'export {}');
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  function renderer(options: { context: GatewayContext; render: (options: { execute: (request: { query: string; variables: Record<string, unknown> }) => Promise<unknown>; signal: AbortSignal }) => Promise<SignedInScreen | null>; budgetMs?: number }) {
    const executed: Array<{ query: string; contextValue: unknown }> = [];
    const server = {
      executeOperation: async (req: { query?: string }, { contextValue }: { contextValue: unknown }) => {
        executed.push({ query: req.query ?? '', contextValue });
        return { body: { kind: 'single', singleResult: { data: { me: { username: 'nova' } } } } };
      },
    } as never;
    const render = signedInHomeRenderer({
      distDir,
      server,
      context: async () => options.context,
      logger,
      budgetMs: options.budgetMs ?? 1000,
      importModule: async () => ({ renderSignedInScreen: options.render }),
    });
    return { render, executed };
  }

  it('runs the screen\'s operations in this process as the visiting player', async () => {
    const { render, executed } = renderer({
      context: player,
      render: async ({ execute }) => ({ html: JSON.stringify(await execute({ query: '{ me { username } }', variables: {} })), cache: {} }),
    });
    const screen = await render(request, response);
    expect(screen?.html).toBe('{"data":{"me":{"username":"nova"}}}');
    expect(executed).toEqual([{ query: '{ me { username } }', contextValue: player }]);
  });

  it('draws nothing for a visitor whose cookie names no open session', async () => {
    const { render, executed } = renderer({ context: visitor, render: async () => SCREEN });
    expect(await render(request, response)).toBeNull();
    expect(executed).toEqual([]);
  });

  it('gives up after its budget, aborting the drawing, and when the drawing fails', async () => {
    let aborted = false;
    const slow = renderer({
      context: player,
      budgetMs: 20,
      render: ({ signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve(SCREEN);
          });
        }),
    });
    expect(await slow.render(request, response)).toBeNull();
    expect(aborted).toBe(true);
    const failing = renderer({ context: player, render: async () => Promise.reject(new Error('no')) });
    expect(await failing.render(request, response)).toBeNull();
  });

  it('loads the built renderer once, ahead of the first visit', async () => {
    let loads = 0;
    const render = signedInHomeRenderer({
      distDir,
      server: {} as never,
      context: async () => visitor,
      logger,
      budgetMs: 100,
      importModule: async () => {
        loads += 1;
        return { renderSignedInScreen: async () => SCREEN };
      },
    });
    expect(await render.preload()).toBe(true);
    expect(await render(request, response)).toBeNull();
    expect(loads).toBe(1);
  });

  it('draws nothing while no renderer has been built', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'nova-home-none-'));
    try {
      const render = signedInHomeRenderer({ distDir: join(elsewhere, 'dist'), server: {} as never, context: async () => player, logger, budgetMs: 100 });
      expect(await render.preload()).toBe(false);
      expect(await render(request, response)).toBeNull();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('serving the home screen', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'nova-home-dist-'));
  const session = `${SESSION_COOKIE}=${'s'.repeat(43)}`;
  let closeServer: () => Promise<void>;
  let baseUrl: string;
  let answer: () => Promise<SignedInScreen | null> = async () => SCREEN;
  const asked: string[] = [];

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), BUILT_INDEX);
    writeFileSync(join(distDir, 'assets', 'home-3.css'), '.shell{margin:0}');
    const homeScreen: HomeScreen = (req) => {
      asked.push(req.path);
      return answer();
    };
    const app = express();
    app.use(webApp(distDir, { homeScreen }));
    ({ baseUrl, close: closeServer } = await onLoopback(app));
  });

  afterAll(async () => {
    await closeServer();
    rmSync(distDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    asked.length = 0;
    answer = async () => SCREEN;
  });

  it('answers a signed-in visit to / with the player\'s home screen, kept by no cache', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { cookie: session } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain(SCREEN.html);
    expect(page).toContain('<style>.shell{margin:0}</style>');
    expect(asked).toEqual(['/']);
  });

  it('draws it for the home path only, and never for a visit without a session', async () => {
    const profile = await fetch(`${baseUrl}/profile`, { headers: { cookie: session } });
    expect(await profile.text()).toContain('<html data-session lang="en">');
    const signedOut = await fetch(`${baseUrl}/`);
    expect(await signedOut.text()).toContain('Sign in');
    expect(asked).toEqual([]);
  });

  it('sends the plain signed-in page when the screen cannot be drawn', async () => {
    for (const outcome of [async () => null, async () => Promise.reject(new Error('drawing failed'))]) {
      answer = outcome;
      const response = await fetch(`${baseUrl}/`, { headers: { cookie: session } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const page = await response.text();
      expect(page).toContain('<html data-session lang="en">');
      expect(page).not.toContain('nova-cache');
    }
  });
});
