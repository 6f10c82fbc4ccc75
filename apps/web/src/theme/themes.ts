/** The 12 themes; each is one block of CSS variables in themes.css. */
export const THEMES = [
  'dark', 'neon', 'cyber', 'matrix', 'sunset', 'ocean',
  'purple', 'red', 'gold', 'mint', 'hitech', 'retro',
] as const;

export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'dark';
/** localStorage key for the chosen theme. */
export const THEME_STORAGE_KEY = 'theme';
/** localStorage key of the last app-wide default theme the server gave (the admin's saved setting). */
export const APP_THEME_STORAGE_KEY = 'appTheme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function themeClass(name: ThemeName): string {
  return `theme-${name}`;
}

/** Puts exactly one theme class on <html> and matches the browser chrome colour. */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  for (const theme of THEMES) root.classList.remove(themeClass(theme));
  root.classList.add(themeClass(name));
  const background = getComputedStyle(root).getPropertyValue('--bg').trim();
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && background) meta.setAttribute('content', background);
}
