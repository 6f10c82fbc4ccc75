import { bodyObject } from '../body';
import { graphql } from '../gql';
import { telegramSettingsInput, textOrEmpty } from '../request-inputs';
import { operationRoute } from '../rest-route';

/** The staff notifications' Telegram settings and the test message. */
export const telegramRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/admin/telegram-settings',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`query TelegramSettings { telegramSettings { ...RestTelegramSettings } }`),
    respond: (data) => data.telegramSettings,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/telegram-settings',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation SaveTelegram($input: TelegramSettingsInput!) { updateTelegramSettings(input: $input) { ...RestTelegramSettings } }`),
    variables: (req) => ({ input: telegramSettingsInput(bodyObject(req)) }),
    respond: (data) => data.updateTelegramSettings,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/admin/telegram-test',
    access: 'admin', roles: ['superadmin'],
    document: graphql(`mutation TelegramTest($message: String!) { sendTelegramTest(message: $message) }`),
    variables: (req) => ({ message: textOrEmpty(bodyObject(req).message) }),
    respond: (data) => ({ message: 'Test message sent successfully', delivered: data.sendTelegramTest }),
  }),
];
