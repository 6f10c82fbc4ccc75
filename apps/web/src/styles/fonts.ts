// Self-hosted faces (DESIGN.md): Orbitron for headings and numbers, Inter for text,
// and a Noto face for each non-Latin script so no language falls back to empty boxes.
// Only the subsets the five languages write in are declared (not Cyrillic, Greek or
// Vietnamese), and no Latin Extended either: none of the five languages' texts needs it
// (a rare accented name falls back to the system face for that letter). Every non-Latin face
// carries its script's unicode-range (script-fonts.css) and font-display: swap, so a browser
// downloads a script's file only when text in that script is on screen, and never waits for
// it to draw the page.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/orbitron/latin-500.css';
import '@fontsource/orbitron/latin-700.css';
import '@fontsource/orbitron/latin-800.css';
import './script-fonts.css';
import interFigures500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import interFigures700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';

// Orbitron's 7 is a hooked stroke that reads like "ᒣ" ("70 %" looked like "ᒣ0 %").
// The display font therefore takes its figures (digits, % + , - . :) from Inter, the
// text face already loaded: 'Nova Figures' covers only those characters and comes
// first in --font-display, so letters stay Orbitron and numbers read plainly.
const FIGURES = 'U+0025, U+002B-002E, U+0030-003A';
const FIGURE_FACES = [
  ['500', interFigures500],
  ['700', interFigures700],
  ['800', interFigures700],
] as const;
if (typeof FontFace !== 'undefined' && typeof document !== 'undefined') {
  for (const [weight, url] of FIGURE_FACES) {
    document.fonts.add(new FontFace('Nova Figures', `url(${url}) format('woff2')`, { weight, unicodeRange: FIGURES, display: 'swap' }));
  }
}
