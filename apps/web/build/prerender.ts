import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { laterFiles, type LaterFiles } from './later-files.ts';
import { latinFacesOptional } from './font-display.ts';
import { forSecondCopy } from './second-copy.ts';
import { messageCatalogues } from './message-catalogues.ts';

/**
 * Build-time first paint for the signed-out first screen (docs/performance.md, "Web client"):
 *
 * - the sign-in page (English, default theme) rendered into index.html as `#prerendered`,
 *   shown before any script has run; boot.js decides before the first paint whether it
 *   fits this visit (path /auth or /, English, not signed in) and otherwise hides it;
 *   the app, drawn into the hidden `#root`, takes its place once it knows who is visiting
 *   (src/app/prerendered.ts);
 * - the entry stylesheet inlined (no render-blocking CSS request; pages' own styles still
 *   load with their code);
 * - boot.js inlined (no render-blocking script request; the gateway's CSP allows the
 *   inline scripts of the built index.html by hash).
 */
export function prerenderFirstScreen(options: { root: string; path: string }): Plugin {
  return {
    name: 'nova-prerender-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle ?? {};
        let page = html;
        // The entry's stylesheet, as a <style> element.
        page = page.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (!asset || asset.type !== 'asset') return link;
          delete bundle[fileName];
          return `<style>${latinFacesOptional(String(asset.source)).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        const bootScript = readFileSync(join(options.root, 'public', 'boot.js'), 'utf8').trim();
        // The entry and the files it imports: boot.js decides when they are fetched and run.
        let entry = '';
        page = page.replace(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/, (_tag, src: string) => {
          entry = src;
          return '';
        });
        const imports: string[] = [];
        page = page.replace(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g, (_link, href: string) => {
          imports.push(href);
          return '';
        });
        const entryFiles = [entry, ...imports.filter((href) => href !== entry)];
        const start = entry ? `\n${appStart(entryFiles, laterFiles(bundle, entryFiles))}` : '';
        page = page.replace('<script src="/boot.js"></script>', `<script>${bootScript}${start}</script>`);
        const markup = forSecondCopy(await renderWithServerRenderer(options.root, options.path));
        page = page.replace('<html lang="en"', '<html data-prerendered lang="en"');
        // One of the two is shown: the prerendered page while it fits (boot.js), else the app.
        page = page.replace('</head>', `<style>${PRERENDER_SWITCH}</style>\n  </head>`);
        page = page.replace('<div id="root"></div>', `<div id="prerendered">${markup}</div>\n    <div id="root"></div>`);
        return page;
      },
    },
  };
}

/**
 * When the app's code is fetched and run (`files[0]` is the entry, the rest what it imports):
 *
 * - the prerendered sign-in page is shown: the page is complete without the app, so its code
 *   runs when the visitor reaches for the page (a tap, a key, a focus, the mouse or a wheel
 *   over it), not while the phone is still drawing it; its files are fetched, not run, once
 *   the page has loaded and its text has been painted, so that moment does not wait for the network. What the visitor
 *   does before the app is there is carried over (boot.js, src/app/prerendered.ts);
 * - any other visit needs the app to show anything: its files are fetched at once and the
 *   entry runs once the first frame has been painted, at once in a hidden tab.
 */
function appStart(files: string[], later: LaterFiles): string {
  return [
    `var novaFiles = ${JSON.stringify(files)};`,
    `var novaSignedInFiles = ${JSON.stringify(later.signedIn)};`,
    `var novaPlayerFiles = ${JSON.stringify(later.player)};`,
    'function novaLink(rel, href) { var l = document.createElement(\'link\'); l.rel = rel; l.href = href; if (/\\.css$/.test(href)) { l.as = \'style\'; } else { l.crossOrigin = \'\'; if (rel !== \'modulepreload\') l.as = \'script\'; } document.head.appendChild(l); }',
    'function nova() { if (nova.started) return; nova.started = true; var s = document.createElement(\'script\'); s.type = \'module\'; s.crossOrigin = \'\'; s.src = novaFiles[0]; document.head.appendChild(s); }',
    '(function () {',
    "  if (!document.documentElement.classList.contains('prerendered')) {",
    "    novaFiles.forEach(function (href) { novaLink('modulepreload', href); });",
    // A visit that is very likely a player's (the gateway saw a session, or the app's hint):
    // the frame, the dashboard and the rest of the messages are fetched beside the entry,
    // not one round trip later when the session has been checked.
    "    var session = document.documentElement.hasAttribute('data-session');",
    "    try { session = session || localStorage.getItem('signedIn') === '1'; } catch (error) { /* no storage */ }",
    "    if (session) novaSignedInFiles.forEach(function (href) { novaLink(/\\.css$/.test(href) ? 'preload' : 'modulepreload', href); });",
    "    if (document.visibilityState === 'hidden') nova(); else requestAnimationFrame(function () { setTimeout(nova); });",
    '    return;',
    '  }',
    "  var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'wheel'];",
    '  function reached() { intents.forEach(function (type) { removeEventListener(type, reached, true); }); nova(); }',
    '  intents.forEach(function (type) { addEventListener(type, reached, { capture: true, passive: true }); });',
    // After the load event and the first contentful paint (web fonts have a short block period, so
    // the first frame may draw no text), when the browser is idle: never ahead of what the page is drawn with.
    "  var idle = window.requestIdleCallback || function (callback) { setTimeout(callback, 200); };",
    // The player's home screen drawn by the gateway (`data-home`) is taken over by the frame and the dashboard: fetched too.
    "  function prefetch() { novaFiles.concat(document.documentElement.hasAttribute('data-home') ? novaSignedInFiles : []).forEach(function (href) { novaLink('prefetch', href); }); }",
    "  function afterFirstContentfulPaint(callback) {",
    "    if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return requestAnimationFrame(function () { idle(callback); });",
    "    new PerformanceObserver(function (list, observer) {",
    "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
    '      observer.disconnect();',
    '      idle(callback);',
    "    }).observe({ type: 'paint', buffered: true });",
    '  }',
    "  addEventListener('load', function () { afterFirstContentfulPaint(prefetch); });",
    '})();',
  ].join('\n');
}

const PRERENDER_SWITCH = '#prerendered{display:none}.prerendered #prerendered{display:block}.prerendered #root{display:none}';

/** Renders build/prerender-entry.tsx in Node through Vite's module loader (TSX, JSON, CSS imports). */
async function renderWithServerRenderer(root: string, path: string): Promise<string> {
  // Node 20 has no navigator; the providers read the language and the connection from it.
  if (typeof globalThis.navigator === 'undefined') {
    Object.defineProperty(globalThis, 'navigator', { value: { language: 'en', onLine: true }, configurable: true });
  }
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    plugins: [messageCatalogues(root)],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  // The page is drawn from English's first-screen messages alone: one it lacks fails the build.
  const missing: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[intl]')) missing.push(args[0]);
    else consoleError(...args);
  };
  try {
    const entry = (await server.ssrLoadModule('/build/prerender-entry.tsx')) as { renderSignedOutScreen: (path: string) => string };
    const markup = entry.renderSignedOutScreen(path);
    if (missing.length > 0) {
      const problem = `The prerendered ${path} lacks messages (build/message-catalogues.ts):\n${missing.join('\n')}`;
      // Said here too: a later plugin's failure on the missing index.html would hide the thrown error.
      consoleError(problem);
      throw new Error(problem);
    }
    return markup;
  } finally {
    console.error = consoleError;
    await server.close();
  }
}
