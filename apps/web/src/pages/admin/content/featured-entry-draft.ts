import { formatMinor, parseAmount } from '@nova/money';
import type { FeaturedEntryInput } from '../../../gql/graphql';

/** The kinds the API documents (winner | depositor | referrer); every entry is shown to players only as Featured. */
export const FEATURED_TYPES = ['winner', 'depositor', 'referrer'] as const;
export type FeaturedType = (typeof FEATURED_TYPES)[number];

export interface FeaturedEntryDraft {
  type: FeaturedType;
  username: string;
  amount: string;
}

export const emptyFeaturedEntry = (): FeaturedEntryDraft => ({ type: 'winner', username: '', amount: '' });

export type FeaturedField = 'username' | 'amount';
export type FeaturedCheck = { ok: true; input: FeaturedEntryInput } | { ok: false; errors: Partial<Record<FeaturedField, string>> };

/** Username 1–50 characters, amount above 0 with at most two decimals (kept in minor units, never floats). */
export function checkFeaturedEntry(draft: FeaturedEntryDraft): FeaturedCheck {
  const errors: Partial<Record<FeaturedField, string>> = {};
  const username = draft.username.trim();
  if (username === '') errors.username = 'admin.leaderboard.error.username';
  else if (username.length > 50) errors.username = 'admin.leaderboard.error.usernameLong';
  let amount = '';
  try {
    const minor = parseAmount(draft.amount);
    if (minor === 0) errors.amount = 'admin.leaderboard.error.amount';
    amount = formatMinor(minor);
  } catch {
    errors.amount = 'admin.leaderboard.error.amount';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { type: draft.type, username, amount } };
}
