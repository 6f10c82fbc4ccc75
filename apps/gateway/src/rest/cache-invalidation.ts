import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { Kind } from 'graphql';
import type { EventSubject } from '@nova/contracts';
import { PUBLISHED_COPY_REFRESH_MS } from '@nova/platform';
import type { FeedItem } from '../event-feed';
import type { PublicCache } from './rest-route';

/**
 * What changes the cached public reads (public-read-cache.ts), in one place.
 * A change either drops a group at once (a draw opened, closed, completed;
 * an announcement saved) or only marks it changed (a ticket sold: the
 * figures move with every purchase, so a cached answer is refreshed at most
 * once per its route's max-age while purchases go on, instead of after every one).
 */
export type CacheGroup = PublicCache['group'];

export interface CacheChange {
  drop: CacheGroup[];
  touch: CacheGroup[];
  /**
   * Drop the same groups again this much later. A settings change reaches the
   * other services' copies (the draws' prize pools, for one) through their
   * published copy: the replica handling the event stores it, the others re-read
   * it within PUBLISHED_COPY_REFRESH_MS. An answer read from a replica that had
   * not caught up yet would otherwise be kept until the group's hold time.
   */
  dropAgainAfterMs?: number;
}

const none: CacheChange = { drop: [], touch: [] };
const drop = (...groups: CacheGroup[]): CacheChange => ({ drop: groups, touch: [] });
/** Margin over the copies' refresh for the event's own way to the replica that stores it. */
export const SETTINGS_SETTLE_MS = PUBLISHED_COPY_REFRESH_MS + 1000;
const everything: CacheChange = { ...drop('draws', 'leaderboard', 'content'), dropAgainAfterMs: SETTINGS_SETTLE_MS };

/** The events every gateway replica reads to keep its cache right (event-feed.ts). */
export const cacheEventSubjects = [
  'draws.draw.opened.v1',
  'draws.draw.closed.v1',
  'draws.draw.completed.v1',
  'draws.draw.rolled-forward.v1',
  'draws.draw.cancelled.v1',
  'draws.ticket.purchased.v1',
  'draws.payout.paid.v1',
  'draws.payout.failed.v1',
  'content.settings.changed.v1',
  'admin.action.recorded.v1',
] as const satisfies readonly EventSubject[];

export type CacheEvent = FeedItem<(typeof cacheEventSubjects)[number]>;

export function changeOfEvent(item: CacheEvent): CacheChange {
  switch (item.subject) {
    case 'draws.ticket.purchased.v1':
      return { drop: [], touch: ['draws'] };
    case 'draws.draw.completed.v1':
      // Winners appear on the leaderboard once paid; the draw's result shows at once.
      return drop('draws', 'leaderboard');
    case 'draws.payout.paid.v1':
    case 'draws.payout.failed.v1':
      return drop('leaderboard');
    case 'content.settings.changed.v1':
      return everything;
    case 'admin.action.recorded.v1':
      // Another service's admin change (a draw renamed or deleted, a payout decided).
      if (item.event.targetType === 'draw') return drop('draws', 'leaderboard');
      if (item.event.targetType === 'payout') return drop('leaderboard');
      return none;
    default:
      return drop('draws');
  }
}

/** A successful write through this gateway's REST routes, by its path under /api. */
export function changeOfRestWrite(path: string): CacheChange {
  if (/^\/tickets\//.test(path)) return { drop: [], touch: ['draws'] };
  if (/^\/(draws|admin\/draws|admin\/payouts)/.test(path)) return drop('draws', 'leaderboard');
  if (/^\/admin\/(leaderboard|announcements|login-background|upload-background|settings)/.test(path)) return everything;
  return none;
}

/** A mutation sent to /graphql, by its root field names. */
export function changeOfMutation(fields: readonly string[]): CacheChange {
  const groups = new Set<CacheGroup>();
  let touched = false;
  let settings = false;
  for (const field of fields) {
    if (field === 'buyTickets') touched = true;
    else if (/Announcement/.test(field)) groups.add('content');
    else if (/FeaturedEntry|Leaderboard/.test(field)) groups.add('leaderboard');
    else if (/Setting|Background/.test(field)) {
      settings = true;
      for (const group of everything.drop) groups.add(group);
    } else if (/Draw|Payout/.test(field)) {
      groups.add('draws');
      groups.add('leaderboard');
    }
  }
  return { drop: [...groups], touch: touched ? ['draws'] : [], ...(settings ? { dropAgainAfterMs: everything.dropAgainAfterMs } : {}) };
}

/**
 * Applies changeOfMutation after each /graphql mutation (not those the REST
 * routes run in process: their paths are handled by the REST side), whether
 * or not it succeeded: dropping a group for nothing costs one read.
 */
export function cacheInvalidationPlugin<TContext extends BaseContext>(apply: (change: CacheChange) => Promise<void>): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      if (!request.http) return;
      return {
        async willSendResponse({ operation }) {
          if (operation?.operation !== 'mutation') return;
          const fields = operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
          await apply(changeOfMutation(fields)).catch(() => undefined);
        },
      };
    },
  };
}
