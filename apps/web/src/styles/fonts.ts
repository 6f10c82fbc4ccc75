// Self-hosted faces (DESIGN.md): Orbitron for headings and numbers, Inter for text,
// and a Noto face for each non-Latin script so no language falls back to empty boxes.
// Only the subsets the five languages write in are declared (not Cyrillic, Greek or
// Vietnamese): fewer @font-face rules in the first stylesheet. Every face carries its
// unicode-range and font-display: swap, so a browser downloads a script's file only
// when text in that script is on screen, and never waits for it to draw the page.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/orbitron/latin-500.css';
import '@fontsource/orbitron/latin-700.css';
import '@fontsource/orbitron/latin-800.css';
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-600.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
