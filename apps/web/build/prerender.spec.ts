import type { Rollup } from 'vite';
import { laterFiles } from './later-files';
import { latinFacesOptional } from './font-display';
import { forSecondCopy } from './second-copy';

describe('the prerendered sign-in page as a second copy in index.html (build/second-copy.ts)', () => {
  it('keeps no test id, no id of the app, no hoisted preload, and a swatch in the page theme', () => {
    const markup =
      '<link rel="preload" as="image" href="/icons/icon.svg"/><section aria-labelledby="auth-headline"><h1 id="auth-headline">Enter</h1>' +
      '<button data-testid="auth-login-tab" id="radix-1-trigger" aria-controls="radix-1-content">Login</button>' +
      '<label for="u1">Username</label><input id="u1" aria-describedby="u1-hint u1-error" name="username"/>' +
      '<span class="swatch theme-dark" aria-hidden="true"></span></section>';
    expect(forSecondCopy(markup)).toBe(
      '<section aria-labelledby="prerendered-auth-headline"><h1 id="prerendered-auth-headline">Enter</h1>' +
        '<button id="prerendered-radix-1-trigger" aria-controls="prerendered-radix-1-content">Login</button>' +
        '<label for="prerendered-u1">Username</label><input id="prerendered-u1" aria-describedby="prerendered-u1-hint prerendered-u1-error" name="username"/>' +
        '<span class="swatch" aria-hidden="true"></span></section>',
    );
  });

  it('leaves text that merely looks like an attribute alone', () => {
    expect(forSecondCopy('<p>Type id="x" here</p>')).toBe('<p>Type id="x" here</p>');
  });
});

describe('font-display of the inlined first stylesheet (build/font-display.ts)', () => {
  it('makes the Latin Inter and Orbitron faces optional and leaves the other scripts swapping', () => {
    const css =
      '@font-face{font-family:Inter;font-display:swap;src:url(/assets/inter-latin-400-normal-X.woff2)format("woff2")}' +
      '@font-face{font-family:Orbitron;font-display:swap;src:url(/assets/orbitron-latin-800-normal-Y.woff2)format("woff2")}' +
      '@font-face{font-family:Noto Sans Thai;font-display:swap;src:url(/assets/noto-sans-thai-thai-400-normal-Z.woff2)format("woff2")}' +
      '.x{font-display:swap}';
    expect(latinFacesOptional(css)).toBe(
      '@font-face{font-family:Inter;font-display:optional;src:url(/assets/inter-latin-400-normal-X.woff2)format("woff2")}' +
        '@font-face{font-family:Orbitron;font-display:optional;src:url(/assets/orbitron-latin-800-normal-Y.woff2)format("woff2")}' +
        '@font-face{font-family:Noto Sans Thai;font-display:swap;src:url(/assets/noto-sans-thai-thai-400-normal-Z.woff2)format("woff2")}' +
        '.x{font-display:swap}',
    );
  });
});

describe('the files a signed-in visit and the idle prefetch ask for (build/later-files.ts)', () => {
  const chunk = (fileName: string, name: string, imports: string[] = [], css: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, name, imports, isEntry, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } }) as unknown as Rollup.OutputChunk;

  it('names the home and en-later chunks with what they import beyond the entry, then their styles; the player chunk apart', () => {
    const bundle = {
      'assets/index-A.js': chunk('assets/index-A.js', 'index', ['assets/react-B.js'], [], true),
      'assets/react-B.js': chunk('assets/react-B.js', 'react'),
      'assets/home-C.js': chunk('assets/home-C.js', 'home', ['assets/react-B.js', 'assets/index-A.js', 'assets/icons-D.js'], ['assets/home-C.css']),
      'assets/icons-D.js': chunk('assets/icons-D.js', 'icons'),
      'assets/en-later-E.js': chunk('assets/en-later-E.js', 'en-later'),
      'assets/player-F.js': chunk('assets/player-F.js', 'player', ['assets/home-C.js'], ['assets/player-F.css']),
      'assets/admin-G.js': chunk('assets/admin-G.js', 'AdminPage', ['assets/player-F.js']),
      'index.html': { type: 'asset', fileName: 'index.html' },
    } as unknown as Rollup.OutputBundle;
    expect(laterFiles(bundle, ['/assets/index-A.js', '/assets/react-B.js'])).toEqual({
      signedIn: ['/assets/home-C.js', '/assets/icons-D.js', '/assets/en-later-E.js', '/assets/home-C.css'],
      player: ['/assets/player-F.js', '/assets/home-C.js', '/assets/player-F.css'],
    });
  });
});
