import { formatMinor } from '@nova/money';
import type { SubgraphContext } from '@nova/platform';
import type { SubscriptionDrawRecord, SubscriptionRecord } from './db/subscriptions';
import type { DrawsDeps } from './deps';
import { changeSubscription, mySubscriptions, nextDrawOfSeries, subscribe, subscriptionHistory } from './subscriptions';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, context: SubgraphContext) => unknown;

export function subscriptionView(subscription: SubscriptionRecord) {
  return {
    id: subscription.id,
    seriesId: subscription.seriesId,
    drawName: subscription.drawName,
    period: subscription.period,
    ticketsPerDraw: subscription.ticketsPerDraw,
    drawLimit: subscription.drawLimit,
    drawsBought: subscription.drawsBought,
    minPrizePool: subscription.minPrizePoolMinor === null ? null : formatMinor(subscription.minPrizePoolMinor),
    status: subscription.status,
    createdAt: subscription.createdAt.toISOString(),
    endedAt: subscription.endedAt ? subscription.endedAt.toISOString() : null,
  };
}

export function subscriptionDrawView(outcome: SubscriptionDrawRecord) {
  return {
    drawId: outcome.drawId,
    drawName: outcome.drawName,
    drawDate: outcome.drawDate.toISOString(),
    status: outcome.status === 'claimed' ? 'pending' : outcome.status,
    reason: outcome.reason,
    purchaseId: outcome.purchaseId,
    decidedAt: outcome.decidedAt ? outcome.decidedAt.toISOString() : null,
  };
}

/** The subscription fields of Query and Mutation, and the DrawSubscription type. */
export function subscriptionResolvers(deps: DrawsDeps) {
  const query: Record<string, Resolver> = {
    mySubscriptions: async (_p, _args, context) => (await mySubscriptions(deps, context.caller)).map(subscriptionView),
    subscriptionHistory: async (_p, args, context) => (await subscriptionHistory(deps, context.caller, args.id)).map(subscriptionDrawView),
  };
  const mutation: Record<string, Resolver> = {
    subscribe: async (_p, args, context) => subscriptionView(await subscribe(deps, context.caller, args.input)),
    pauseSubscription: async (_p, args, context) => subscriptionView(await changeSubscription(deps, context.caller, args.id, 'pause')),
    resumeSubscription: async (_p, args, context) => subscriptionView(await changeSubscription(deps, context.caller, args.id, 'resume')),
    cancelSubscription: async (_p, args, context) => subscriptionView(await changeSubscription(deps, context.caller, args.id, 'cancel')),
  };
  const types = {
    DrawSubscription: {
      // Ended subscriptions buy nothing more: no next draw to show.
      nextDraw: (subscription: ReturnType<typeof subscriptionView>) =>
        subscription.status === 'active' || subscription.status === 'paused' ? nextDrawOfSeries(deps, subscription.seriesId) : null,
    },
  };
  return { query, mutation, types };
}
