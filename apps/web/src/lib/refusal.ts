import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * What the server says beside LIMIT_REACHED and PLAY_BLOCKED: which limit or
 * break refused, the limit, what is left and when it resets (GraphQL
 * `extensions.refusal`, REST `refusal`).
 */
export interface Refusal {
  limit: 'deposit' | 'loss' | 'spend' | 'time_out' | 'self_exclusion' | 'under_age';
  period: 'day' | 'week' | 'month' | null;
  limitMinor: number | null;
  remainingMinor: number | null;
  resetsAt: string | null;
}

const LIMITS = ['deposit', 'loss', 'spend', 'time_out', 'self_exclusion', 'under_age'];
const PERIODS = ['day', 'week', 'month'];

function asRefusal(value: unknown): Refusal | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.limit !== 'string' || !LIMITS.includes(raw.limit)) return null;
  const number = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : null);
  return {
    limit: raw.limit as Refusal['limit'],
    period: typeof raw.period === 'string' && PERIODS.includes(raw.period) ? (raw.period as Refusal['period']) : null,
    limitMinor: number(raw.limitMinor),
    remainingMinor: number(raw.remainingMinor),
    resetsAt: typeof raw.resetsAt === 'string' ? raw.resetsAt : null,
  };
}

/** The refusal an API error carries, from GraphQL or from a REST upload; null for any other error. */
export function refusalOf(error: unknown): Refusal | null {
  if (CombinedGraphQLErrors.is(error)) return asRefusal(error.errors[0]?.extensions?.['refusal']);
  if (error instanceof Error && 'refusal' in error) return asRefusal((error as { refusal?: unknown }).refusal);
  return null;
}
