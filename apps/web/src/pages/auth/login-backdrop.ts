import type { CSSProperties } from 'react';

export interface LoginBackgroundSetting {
  enabled: boolean;
  url?: string | null;
  width?: string | null;
  height?: string | null;
  position: string;
  size: string;
  opacity: number;
}

/** The image to show, or null when the background is off or has no address. */
export function backdropUrl(setting: LoginBackgroundSetting | null | undefined): string | null {
  if (!setting?.enabled) return null;
  const url = setting.url?.trim();
  return url ? url : null;
}

/**
 * CSS for the image layer: a width or height given by the admin sizes the image (empty means auto),
 * otherwise `size` (cover, contain...) applies; opacity is kept within 0–1.
 */
export function backdropStyle(setting: LoginBackgroundSetting, url: string): CSSProperties {
  const width = setting.width?.trim() || null;
  const height = setting.height?.trim() || null;
  return {
    // JSON quoting keeps the address one CSS string whatever it contains.
    backgroundImage: `url(${JSON.stringify(url)})`,
    backgroundPosition: setting.position || 'center',
    backgroundSize: width || height ? `${width ?? 'auto'} ${height ?? 'auto'}` : setting.size || 'cover',
    opacity: Math.min(1, Math.max(0, Number.isFinite(setting.opacity) ? setting.opacity : 1)),
  };
}
