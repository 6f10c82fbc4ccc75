import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the Latin faces every first screen
 * draws (Inter text, Orbitron headings), so they arrive with the scripts
 * instead of after the stylesheet has been read. A preload never holds up the
 * first paint (font-display: optional in the inlined stylesheet, build/font-display.ts); other scripts' faces are
 * fetched only when their text is shown.
 */
export function fontPreloads(faces: RegExp[]): Plugin {
  return {
    name: 'nova-font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => file.endsWith('.woff2') && faces.some((face) => face.test(file)));
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
