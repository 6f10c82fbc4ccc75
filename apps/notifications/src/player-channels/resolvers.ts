import { AppError, requirePlayer, type SubgraphContext } from '@nova/platform';
import { myPushDevices, removePushSubscription, savePushSubscription } from '../push/push-subscriptions';
import { createLinkCode, disconnectTelegram, readTelegramLink } from '../player-telegram/link-codes';
import { readTelegramSettings } from '../settings';
import type { PlayerChannelsDeps } from './deps';

type Args = Record<string, unknown>;

/** The player's own push devices and Telegram link (issue 19): every field is the caller's only. */
export function playerChannelsResolvers(deps: PlayerChannelsDeps) {
  const botToken = async () => (await readTelegramSettings(deps.db, deps.encryptionKey)).botToken;
  const telegramLink = async (userId: string) => {
    const token = await botToken();
    // The link works while a bot token is saved; its name comes from Telegram (null while it cannot be asked).
    const botUsername = token ? await deps.botUsername(token).catch(() => null) : null;
    return { available: token !== null, botUsername, ...(await readTelegramLink(deps.db, userId)) };
  };
  return {
    Query: {
      webPushPublicKey: async (_p: unknown, _a: Args, context: SubgraphContext) => {
        requirePlayer(context.caller);
        return (await deps.vapidKeys()).publicKey;
      },
      myPushDevices: (_p: unknown, _a: Args, context: SubgraphContext) => myPushDevices(deps.db, context.caller),
      myTelegramLink: (_p: unknown, _a: Args, context: SubgraphContext) => telegramLink(requirePlayer(context.caller).userId),
    },
    Mutation: {
      savePushSubscription: (_p: unknown, args: Args, context: SubgraphContext) => savePushSubscription(deps.db, context.caller, args.input, deps.pushEndpointOrigins),
      removePushSubscription: (_p: unknown, args: Args, context: SubgraphContext) => removePushSubscription(deps.db, context.caller, args.endpoint),
      createTelegramLinkCode: async (_p: unknown, args: Args, context: SubgraphContext) => {
        requirePlayer(context.caller);
        const token = await botToken();
        if (!token) throw new AppError('CONFLICT', 'Telegram is not set up on this site');
        const botUsername = await deps.botUsername(token).catch(() => {
          throw new AppError('UNAVAILABLE', 'Telegram cannot be reached; try again later');
        });
        const code = await createLinkCode(deps.db, context.caller, args.language);
        return { ...code, botUsername, botUrl: `https://t.me/${botUsername}?start=${code.code}` };
      },
      disconnectTelegram: async (_p: unknown, _a: Args, context: SubgraphContext) => {
        const player = requirePlayer(context.caller);
        await disconnectTelegram(deps.db, context.caller);
        return telegramLink(player.userId);
      },
    },
  };
}
