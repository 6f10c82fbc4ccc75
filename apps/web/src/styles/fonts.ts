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
import './figure-fonts.css';
