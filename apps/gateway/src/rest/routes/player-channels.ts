import { bodyObject } from '../body';
import { graphql } from '../gql';
import { textOrEmpty } from '../request-inputs';
import { operationRoute } from '../rest-route';

/** The player's Web Push devices and Telegram chat for notifications (issue 19). */
export const playerChannelRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/notifications/push/public-key',
    access: 'player',
    document: graphql(`query WebPushPublicKey { webPushPublicKey }`),
    respond: (data) => ({ publicKey: data.webPushPublicKey }),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/notifications/push/subscriptions',
    access: 'player',
    document: graphql(`query MyPushDevices { myPushDevices { id endpoint createdAt } }`),
    respond: (data) => data.myPushDevices,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/notifications/push/subscriptions',
    access: 'player',
    document: graphql(`mutation SavePushSubscription($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id endpoint createdAt } }`),
    // PushSubscription.toJSON() as the browser gives it; expirationTime is not kept.
    variables: (req) => {
      const { endpoint, keys } = bodyObject(req);
      const { p256dh, auth } = (keys ?? {}) as Record<string, unknown>;
      return { input: { endpoint, keys: { p256dh, auth } } };
    },
    status: 201,
    respond: (data) => data.savePushSubscription,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/notifications/push/subscriptions',
    access: 'player',
    document: graphql(`mutation RemovePushSubscription($endpoint: String!) { removePushSubscription(endpoint: $endpoint) }`),
    variables: (req) => ({ endpoint: textOrEmpty(bodyObject(req).endpoint) }),
    respond: (data) => ({ removed: data.removePushSubscription }),
  }),
  operationRoute({
    method: 'GET',
    path: '/api/notifications/telegram',
    access: 'player',
    document: graphql(`query MyTelegramLink { myTelegramLink { available botUsername connected linkedAt } }`),
    respond: (data) => data.myTelegramLink,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/notifications/telegram/code',
    access: 'player',
    document: graphql(`mutation CreateTelegramLinkCode($language: String) { createTelegramLinkCode(language: $language) { code expiresAt botUsername botUrl } }`),
    variables: (req) => ({ language: bodyObject(req).language ?? null }),
    status: 201,
    respond: (data) => data.createTelegramLinkCode,
  }),
  operationRoute({
    method: 'DELETE',
    path: '/api/notifications/telegram',
    access: 'player',
    document: graphql(`mutation DisconnectTelegram { disconnectTelegram { available botUsername connected linkedAt } }`),
    respond: (data) => data.disconnectTelegram,
  }),
];
