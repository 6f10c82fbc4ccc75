import type { SubgraphContext, SubgraphResolvers } from '@nova/platform';
import { AppError, requireAdminRole } from '@nova/platform';
import type { NotifierDeps } from './consumers';
import { readTelegramSettings, settingsView, updateTelegramSettings } from './settings';
import { sendToChats } from './telegram';
import { playerChannelsResolvers } from './player-channels/resolvers';
import { playerNotificationsResolvers } from './player/resolvers';

type Args = Record<string, unknown>;

export function notificationsResolvers(deps: NotifierDeps): SubgraphResolvers {
  const playerChannels = playerChannelsResolvers(deps.playerChannels);
  const playerNotifications = playerNotificationsResolvers(deps.db);
  return {
    Query: {
      ...playerChannels.Query,
      ...playerNotifications.Query,
      telegramSettings: async (_p: unknown, _a: Args, context: SubgraphContext) => {
        requireAdminRole(context.caller, 'superadmin');
        return settingsView(await readTelegramSettings(deps.db, deps.encryptionKey));
      },
    },
    Mutation: {
      ...playerChannels.Mutation,
      ...playerNotifications.Mutation,
      updateTelegramSettings: async (_p: unknown, args: Args, context: SubgraphContext) =>
        settingsView(await updateTelegramSettings(deps.db, deps.encryptionKey, context.caller, args.input)),
      sendTelegramTest: async (_p: unknown, args: Args, context: SubgraphContext) => {
        requireAdminRole(context.caller, 'superadmin');
        const message = typeof args.message === 'string' ? args.message.trim().slice(0, 1000) : '';
        const settings = await readTelegramSettings(deps.db, deps.encryptionKey);
        if (!settings.enabled) throw new AppError('CONFLICT', 'Telegram notifications are disabled: enable them first');
        if (!settings.botToken) throw new AppError('CONFLICT', 'No bot token is saved');
        if (settings.staffChatIds.length === 0) throw new AppError('CONFLICT', 'No staff chat ids are saved');
        const delivered = await sendToChats(settings.botToken, settings.staffChatIds, message || 'Test message from Nova Jackpot', { ...deps.telegram, maxAttempts: 1 });
        if (delivered === 0) throw new AppError('UNAVAILABLE', 'Telegram did not accept the message: check the token and chat ids');
        return delivered;
      },
    },
  };
}
