import { formatMinor } from '@nova/money';

/** How the admin's read-only protection view words a player's changes (the wallet's protection_changes actions). */
const KNOWN_ACTIONS = [
  'limit.set',
  'limit.raise-requested',
  'limit.raise-withdrawn',
  'limit.raise-confirmed',
  'time-out.started',
  'self-exclusion.started',
  'self-exclusion.ended',
] as const;

/** The message id of a change's action, or null for one this client does not know (shown as the server wrote it). */
export function changeActionMessageId(action: string): string | null {
  return (KNOWN_ACTIONS as readonly string[]).includes(action) ? `admin.protection.action.${action}` : null;
}

interface LimitState {
  kind?: unknown;
  period?: unknown;
  limitMinor?: unknown;
  pendingMinor?: unknown;
}

export interface LimitChangeSummary {
  kind: string;
  period: string;
  /** Decimal amounts; null: no limit. */
  from: string | null;
  to: string | null;
}

/** The limit before and after a limit change (a waiting raise counts as its new amount); null when it is not one. */
export function limitChangeSummary(before: string | null, after: string | null): LimitChangeSummary | null {
  const parse = (text: string | null): LimitState | null => {
    if (!text) return null;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as LimitState) : null;
    } catch {
      return null;
    }
  };
  const old = parse(before);
  const now = parse(after);
  const kind = now?.kind ?? old?.kind;
  const period = now?.period ?? old?.period;
  if (typeof kind !== 'string' || typeof period !== 'string') return null;
  const minor = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? formatMinor(value) : null);
  return { kind, period, from: minor(old?.limitMinor), to: minor(now?.pendingMinor) ?? minor(now?.limitMinor) };
}
