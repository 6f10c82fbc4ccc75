import type { LoginBackgroundFieldsFragment, LoginBackgroundInput } from '../../../gql/graphql';

/** The login background form as typed. */
export interface BackgroundDraft {
  enabled: boolean;
  url: string;
  width: string;
  height: string;
  position: string;
  size: string;
  opacity: number;
}

/** Common CSS values offered in the selects; a saved value outside them is offered too. */
export const BACKGROUND_POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'center top', 'center bottom'] as const;
export const BACKGROUND_SIZES = ['cover', 'contain', 'auto', '100% 100%'] as const;

/** Where the gateway serves an uploaded background (apps/gateway background-upload.ts). */
export const UPLOADED_BACKGROUND = /^\/api\/login-background\/image\/[0-9a-f-]{36}$/;
const HTTPS_URL = /^https:\/\/[^\s"'()]+$/;
/** An empty width or height means auto. */
const CSS_LENGTH = /^\d{1,5}(px|%|vw|vh)?$/;

export function draftFromBackground(background: LoginBackgroundFieldsFragment): BackgroundDraft {
  return {
    enabled: background.enabled,
    url: background.url ?? '',
    width: background.width ?? '',
    height: background.height ?? '',
    position: background.position,
    size: background.size,
    opacity: background.opacity,
  };
}

export type BackgroundField = 'url' | 'width' | 'height';
export type BackgroundCheck = { ok: true; input: LoginBackgroundInput } | { ok: false; errors: Partial<Record<BackgroundField, string>> };

/** The same rules as the server: our uploaded images or https addresses only, lengths like 100% or 1920px. */
export function checkBackground(draft: BackgroundDraft): BackgroundCheck {
  const errors: Partial<Record<BackgroundField, string>> = {};
  const url = draft.url.trim();
  if (url !== '' && !UPLOADED_BACKGROUND.test(url) && !HTTPS_URL.test(url)) errors.url = 'admin.background.error.url';
  if (draft.enabled && url === '') errors.url = 'admin.background.error.urlRequired';
  for (const field of ['width', 'height'] as const) {
    const value = draft[field].trim();
    if (value !== '' && !CSS_LENGTH.test(value)) errors[field] = 'admin.background.error.length';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      enabled: draft.enabled,
      url,
      width: draft.width.trim(),
      height: draft.height.trim(),
      position: draft.position,
      size: draft.size,
      opacity: roundOpacity(draft.opacity),
    },
  };
}

/** The opacity slider runs 0–1 in steps of 0.1. */
export function roundOpacity(value: number): number {
  return Math.min(1, Math.max(0, Math.round(value * 10) / 10));
}

/** The CSS the sign-in page uses for the image, for the live preview. */
export function backgroundStyle(draft: BackgroundDraft): Record<string, string | number> {
  const url = draft.url.trim();
  return {
    backgroundImage: url ? `url("${url}")` : 'none',
    backgroundPosition: draft.position,
    backgroundSize: draft.size,
    backgroundRepeat: 'no-repeat',
    width: draft.width.trim() || '100%',
    height: draft.height.trim() || '100%',
    opacity: roundOpacity(draft.opacity),
  };
}
