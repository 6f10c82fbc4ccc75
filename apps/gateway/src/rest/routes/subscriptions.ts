import type { Request } from 'express';
import { bodyObject, param } from '../body';
import { graphql } from '../gql';
import { amountText } from '../request-inputs';
import { operationRoute } from '../rest-route';

graphql(`
  fragment RestSubscription on DrawSubscription {
    id drawName period ticketsPerDraw drawLimit drawsBought minPrizePool status createdAt endedAt
    nextDraw { id name drawDate prizePool status }
  }
`);

const byId = (req: Request) => ({ id: param(req, 'id') });

/** A player's draw subscriptions (docs/product-rules.md#subscriptions); each one only its owner reaches. */
export const subscriptionRoutes = [
  operationRoute({
    method: 'GET',
    path: '/api/subscriptions',
    access: 'player',
    document: graphql(`query MySubscriptions { mySubscriptions { ...RestSubscription } }`),
    respond: (data) => data.mySubscriptions,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/subscriptions',
    access: 'player',
    document: graphql(`mutation Subscribe($input: SubscribeInput!) { subscribe(input: $input) { ...RestSubscription } }`),
    variables: (req) => {
      const { drawId, ticketsPerDraw, drawLimit, minPrizePool } = bodyObject(req);
      return { input: { drawId, ticketsPerDraw, drawLimit: drawLimit ?? null, minPrizePool: minPrizePool == null ? null : amountText(minPrizePool) } };
    },
    status: 201,
    respond: (data) => data.subscribe,
  }),
  operationRoute({
    method: 'GET',
    path: '/api/subscriptions/:id/history',
    access: 'player',
    owns: 'subscription',
    document: graphql(`
      query SubscriptionHistory($id: ID!) { subscriptionHistory(id: $id) { drawId drawName drawDate status reason purchaseId decidedAt } }
    `),
    variables: byId,
    respond: (data) => data.subscriptionHistory,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/subscriptions/:id/pause',
    access: 'player',
    owns: 'subscription',
    document: graphql(`mutation PauseSubscription($id: ID!) { pauseSubscription(id: $id) { ...RestSubscription } }`),
    variables: byId,
    respond: (data) => data.pauseSubscription,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/subscriptions/:id/resume',
    access: 'player',
    owns: 'subscription',
    document: graphql(`mutation ResumeSubscription($id: ID!) { resumeSubscription(id: $id) { ...RestSubscription } }`),
    variables: byId,
    respond: (data) => data.resumeSubscription,
  }),
  operationRoute({
    method: 'POST',
    path: '/api/subscriptions/:id/cancel',
    access: 'player',
    owns: 'subscription',
    document: graphql(`mutation CancelSubscription($id: ID!) { cancelSubscription(id: $id) { ...RestSubscription } }`),
    variables: byId,
    respond: (data) => data.cancelSubscription,
  }),
];
