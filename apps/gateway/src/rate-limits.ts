import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { createRateLimiter, timed, type KeyValueStore, type RateLimiter } from '@nova/platform';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import type { ContextFactory } from './rest/run-operation';
import { asRequestError } from './plugin-error';

/**
 * Rate limits on the calls that create accounts and move money (login has
 * its own, per username and per address, in the identity service). They sit
 * in the gateway so REST and GraphQL share them: REST routes run the same
 * GraphQL operations through this plugin. Counters live in Redis, so every
 * gateway replica counts together.
 */
export interface GatewayRateLimits {
  /** Per client address: sign-ups. */
  register: RateLimiter;
  /** Per player: ticket purchases. */
  buyTickets: RateLimiter;
  /** Per player: deposit uploads (a multipart route, outside GraphQL). */
  deposit: RateLimiter;
  /** Per client address: /graphql requests without a valid session (graphql-guards.ts). */
  anonymousGraphql: RateLimiter;
}

export function createGatewayRateLimits(store: KeyValueStore, config: GatewayConfig): GatewayRateLimits {
  return {
    register: createRateLimiter({ store, keyPrefix: 'register-ip', points: config.REGISTRATIONS_PER_CLIENT_IP, durationSeconds: config.REGISTRATION_WINDOW_SECONDS }),
    buyTickets: createRateLimiter({ store, keyPrefix: 'buy-user', points: config.PURCHASES_PER_USER, durationSeconds: config.PURCHASE_WINDOW_SECONDS }),
    deposit: createRateLimiter({ store, keyPrefix: 'deposit-user', points: config.DEPOSITS_PER_USER, durationSeconds: config.DEPOSIT_WINDOW_SECONDS }),
    anonymousGraphql: createRateLimiter({
      store,
      keyPrefix: 'graphql-anon-ip',
      points: config.ANONYMOUS_GRAPHQL_PER_CLIENT_IP,
      durationSeconds: config.ANONYMOUS_GRAPHQL_WINDOW_SECONDS,
    }),
  };
}

/** Spends one attempt per limited root mutation field (aliases count one each) before any subgraph is called. */
export function rateLimitPlugin(limits: GatewayRateLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          await timed('ratelimit', () => asRequestError(async () => {
            for (const field of rootFieldNames(operation, document)) {
              if (field === 'register') await limits.register.consume(contextValue.clientIp);
              if (field === 'buyTickets') await limits.buyTickets.consume(contextValue.auth.caller?.userId ?? `ip:${contextValue.clientIp}`);
            }
          }));
        },
      };
    },
  };
}

/** The same limit for the deposit upload route. */
export function depositRateLimit(limits: GatewayRateLimits, context: ContextFactory): RequestHandler {
  return (req, res, next) => {
    context(req, res)
      .then(async ({ auth }) => {
        // Visitors are refused by the route itself.
        if (auth.caller) await limits.deposit.consume(auth.caller.userId);
      })
      .then(() => next(), next);
  };
}

export function rootFieldNames(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names: string[] = [];
  const visit = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return names;
}
