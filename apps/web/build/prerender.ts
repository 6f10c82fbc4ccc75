import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
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
        // The entry runs only once the prerendered page has been painted (its files are
        // fetched at once all the same): evaluating the app's code before the first frame
        // would hold the first paint back behind it on a slow phone.
        let entry = '';
        page = page.replace(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/, (_tag, src: string) => {
          entry = src;
          return `<link rel="modulepreload" crossorigin href="${src}">`;
        });
        const startAfterPaint = entry ? `\n${startAfterFirstPaint(entry)}` : '';
        page = page.replace('<script src="/boot.js"></script>', `<script>${bootScript}${startAfterPaint}</script>`);
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
 * Adds the entry module once the first frame has been painted (a timer queued from that
 * frame's animation callback); at once in a hidden tab, which paints no frame.
 */
function startAfterFirstPaint(src: string): string {
  return [
    `function nova() { var s = document.createElement('script'); s.type = 'module'; s.crossOrigin = ''; s.src = ${JSON.stringify(src)}; document.head.appendChild(s); }`,
    "if (document.visibilityState === 'hidden') nova(); else requestAnimationFrame(function () { setTimeout(nova); });",
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
