import { Router, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../context';
import { bodyObject } from './body';
import { handle } from './handle';
import { runOperation, type ContextFactory } from './run-operation';

const SETTINGS_FIELDS = 'botTokenMasked hasBotToken enabled staffChatIds notificationTypes';

/** Spec §3 Telegram settings: the token travels in, only its mask comes out. */
function settingsInput(body: Record<string, unknown>): Record<string, unknown> {
  const { botToken, enabled, staffChatIds, notificationTypes } = body;
  const input: Record<string, unknown> = {};
  if (typeof botToken === 'string') input.botToken = botToken;
  if (enabled !== undefined) input.enabled = enabled;
  // The original client sends the ids comma separated, or as a list.
  if (staffChatIds !== undefined) input.staffChatIds = Array.isArray(staffChatIds) ? staffChatIds.join(',') : staffChatIds;
  // A map {type: on/off} or a list of the enabled types.
  if (notificationTypes !== undefined) {
    input.notificationTypes =
      typeof notificationTypes === 'object' && notificationTypes !== null && !Array.isArray(notificationTypes)
        ? Object.entries(notificationTypes).filter(([, on]) => on === true).map(([type]) => type)
        : notificationTypes;
  }
  return input;
}

export function telegramRoutes(server: ApolloServer<GatewayContext>, context: ContextFactory): Router {
  const router = Router();
  const run = async <T>(req: Request, res: Response, query: string, variables?: Record<string, unknown>) => runOperation<T>(server, await context(req, res), query, variables);

  router.get('/admin/telegram-settings', handle(async (req, res) => {
    res.json((await run<{ telegramSettings: unknown }>(req, res, `query TelegramSettings { telegramSettings { ${SETTINGS_FIELDS} } }`)).telegramSettings);
  }));
  router.post('/admin/telegram-settings', handle(async (req, res) => {
    const data = await run<{ updateTelegramSettings: unknown }>(req, res, `mutation SaveTelegram($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { ${SETTINGS_FIELDS} } }`, {
      input: settingsInput(bodyObject(req)),
    });
    res.json(data.updateTelegramSettings);
  }));
  router.post('/admin/telegram-test', handle(async (req, res) => {
    const { message } = bodyObject(req);
    const data = await run<{ sendTelegramTest: number }>(req, res, 'mutation TelegramTest($message: String!) { sendTelegramTest(message: $message) }', {
      message: typeof message === 'string' ? message : '',
    });
    res.json({ message: 'Test message sent successfully', delivered: data.sendTelegramTest });
  }));
  return router;
}
