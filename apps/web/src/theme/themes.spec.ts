import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from './themes';

const css = readFileSync(join(__dirname, 'themes.css'), 'utf8');
const CONTRACT = ['bg', 'surface', 'border', 'text', 'muted', 'accent', 'accent-text', 'success', 'warning', 'danger'];

function themeVariables(theme: string): Record<string, string> {
  const block = new RegExp(`\\.theme-${theme}\\s*\\{([^}]*)\\}`).exec(css);
  if (!block?.[1]) throw new Error(`no block for theme ${theme}`);
  const variables: Record<string, string> = {};
  for (const match of block[1].matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    if (match[1] && match[2]) variables[match[1]] = match[2];
  }
  return variables;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(THEMES)('theme %s', (theme) => {
  const v = themeVariables(theme);
  const color = (name: string): string => {
    const value = v[name];
    if (!value) throw new Error(`--${name} missing`);
    return value;
  };

  it('defines every contract variable', () => {
    for (const name of CONTRACT) expect(v[name]).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('passes WCAG AA for body and muted text', () => {
    for (const ground of ['bg', 'surface']) {
      expect(contrast(color('text'), color(ground))).toBeGreaterThanOrEqual(7);
      expect(contrast(color('muted'), color(ground))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color('accent'), color(ground))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('passes WCAG AA for buttons and status text', () => {
    expect(contrast(color('accent-text'), color('accent'))).toBeGreaterThanOrEqual(4.5);
    for (const status of ['success', 'warning', 'danger']) {
      expect(contrast(color(status), color('surface'))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
