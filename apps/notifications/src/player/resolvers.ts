import { notificationLink } from '@nova/contracts';
import { parseInput, requirePlayer, type Db, type SubgraphContext } from '@nova/platform';
import { z } from 'zod';
import { countUnread, listNotifications, markRead, type NotificationRecord } from './notifications';
import { preferencesInput, readPreferences, savePreferences } from './preferences';

type Args = Record<string, unknown>;

const pageInput = z.object({
  page: z.number().int().min(1, 'page starts at 1').max(10_000).nullish(),
  pageSize: z.number().int().min(1).max(100, 'pageSize is at most 100').nullish(),
});

const markReadInput = z
  .object({ ids: z.array(z.string().uuid('Each id must be a notification id')).max(500).nullish(), all: z.boolean().nullish() })
  .refine((input) => Boolean(input.all) !== Boolean(input.ids && input.ids.length > 0), 'Give either ids or all: true');

const view = (notification: NotificationRecord) => ({
  id: notification.id,
  type: notification.type,
  params: JSON.stringify(notification.params),
  link: notificationLink(notification.type, notification.params),
  createdAt: notification.createdAt.toISOString(),
  read: notification.readAt !== null,
});

/** The player's own notification centre and choices; every field reads and changes only the caller's rows. */
export function playerNotificationsResolvers(db: Db) {
  return {
    Query: {
      myNotifications: async (_p: unknown, args: Args, context: SubgraphContext) => {
        const { userId } = requirePlayer(context.caller);
        const input = parseInput(pageInput, args);
        const page = input.page ?? 1;
        const pageSize = input.pageSize ?? 20;
        const [{ items, total }, unread] = await Promise.all([listNotifications(db, userId, page, pageSize), countUnread(db, userId)]);
        return { items: items.map(view), total, unread, page, pageSize };
      },
      unreadNotificationCount: (_p: unknown, _a: Args, context: SubgraphContext) => countUnread(db, requirePlayer(context.caller).userId),
      myNotificationPreferences: (_p: unknown, _a: Args, context: SubgraphContext) => readPreferences(db, requirePlayer(context.caller).userId),
    },
    Mutation: {
      markNotificationsRead: async (_p: unknown, args: Args, context: SubgraphContext) => {
        const { userId } = requirePlayer(context.caller);
        const input = parseInput(markReadInput, args);
        return markRead(db, userId, input.all ? 'all' : (input.ids ?? []));
      },
      updateNotificationPreferences: async (_p: unknown, args: Args, context: SubgraphContext) => {
        const { userId } = requirePlayer(context.caller);
        const preferences = parseInput(preferencesInput, args.preferences);
        await db.transaction((tx) => savePreferences(tx, userId, preferences));
        return readPreferences(db, userId);
      },
    },
  };
}
