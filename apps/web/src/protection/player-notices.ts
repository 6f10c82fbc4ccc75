/**
 * docs/product-rules.md#responsible-gaming: during a time-out or
 * self-exclusion the player hears nothing but news of their own money
 * (deposits, withdrawals, prizes of tickets they already hold). Every player
 * notice the client shows names its kind and asks here.
 * The notifications service applies the same rule on the server to the
 * notification centre and to every channel outside the app (email, push,
 * Telegram): apps/notifications/README.md, "Player notifications".
 */
export type PlayerNoticeKind = 'money' | 'news';

export interface ActiveBlock {
  endsAt: string;
}

/** True when a notice of this kind may be shown to a player whose block (if any) is this one. */
export function mayNotifyPlayer(kind: PlayerNoticeKind, block: ActiveBlock | null | undefined, now: number = Date.now()): boolean {
  if (kind === 'money') return true;
  return !block || Date.parse(block.endsAt) <= now;
}
