/** The subscription form's checks, before the server repeats them (docs/product-rules.md#subscriptions). */

/** As the server: 1 to the per-purchase maximum tickets per draw, 1 to 1000 draws. */
export const MAX_TICKETS_PER_DRAW = 1000;
export const MAX_DRAWS = 1000;

export interface SubscriptionDraft {
  drawId: string;
  ticketsPerDraw: string;
  /** true: for `drawLimit` draws; false: until cancelled. */
  limited: boolean;
  drawLimit: string;
  /** true: only when the prize pool reaches `minPrizePool`. */
  poolCondition: boolean;
  minPrizePool: string;
}

export type DraftField = 'drawId' | 'ticketsPerDraw' | 'drawLimit' | 'minPrizePool';
/** Message ids of the problems, by field. */
export type DraftErrors = Partial<Record<DraftField, string>>;

export interface SubscribeVariables {
  drawId: string;
  ticketsPerDraw: number;
  drawLimit: number | null;
  minPrizePool: string | null;
}

export const emptyDraft = (drawId = ''): SubscriptionDraft => ({ drawId, ticketsPerDraw: '1', limited: false, drawLimit: '10', poolCondition: false, minPrizePool: '' });

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function checkDraft(draft: SubscriptionDraft): { errors: DraftErrors; input: SubscribeVariables | null } {
  const errors: DraftErrors = {};
  if (!draft.drawId) errors.drawId = 'subscriptions.form.error.draw';
  const tickets = wholeNumber(draft.ticketsPerDraw);
  if (tickets === null || tickets < 1 || tickets > MAX_TICKETS_PER_DRAW) errors.ticketsPerDraw = 'subscriptions.form.error.tickets';
  const limit = draft.limited ? wholeNumber(draft.drawLimit) : null;
  if (draft.limited && (limit === null || limit < 1 || limit > MAX_DRAWS)) errors.drawLimit = 'subscriptions.form.error.drawLimit';
  const pool = draft.minPrizePool.trim();
  if (draft.poolCondition && !/^\d{1,12}(\.\d{1,2})?$/.test(pool)) errors.minPrizePool = 'subscriptions.form.error.minPrizePool';
  if (Object.keys(errors).length > 0 || tickets === null) return { errors, input: null };
  return { errors, input: { drawId: draft.drawId, ticketsPerDraw: tickets, drawLimit: limit, minPrizePool: draft.poolCondition ? pool : null } };
}

/** The words for a skip reason; one the client does not know reads as "not bought". */
export function skipReasonMessage(reason: string | null | undefined): string {
  const known = ['balance', 'limit', 'excluded', 'closed', 'prize-pool-below-minimum', 'rejected'];
  return reason && known.includes(reason) ? `subscriptions.reason.${reason}` : 'subscriptions.reason.other';
}
