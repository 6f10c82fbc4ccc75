import type { ApolloServer } from '@apollo/server';
import type { AdminRole } from '@nova/contracts';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, RequestHandler } from 'express';
import { Kind, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../context';
import type { GatewayRateLimits } from '../rate-limits';
import { handle } from './handle';
import { runOperation, type ContextFactory } from './run-operation';

export type Access = 'public' | 'player' | 'admin';

/** Kinds of records a player owns and nobody else may read or change by id. */
export type OwnedRecord = 'deposit' | 'supportThread' | 'subscription';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A public read answered from the gateway's memory (public-read-cache.ts):
 * `group` names what a write drops, `maxAgeMs` how long an answer stays.
 */
export interface PublicCache {
  group: 'draws' | 'leaderboard' | 'content';
  maxAgeMs: number;
}

/** What a route needs from the running gateway. */
export interface RouteDeps {
  server: ApolloServer<GatewayContext>;
  context: ContextFactory;
  rateLimits: GatewayRateLimits;
  /** Where uploads and images are relayed (the owning services' own HTTP routes). */
  relay: { paymentsUrl: string; contentUrl: string; secret: string; maxRequestBytes: number };
}

/** One REST route: who may call it, what it runs and how it answers. */
export interface RestRoute {
  method: Method;
  /** As served, e.g. `/api/tickets/buy`; `:name` is one path segment. */
  path: string;
  access: Access;
  /**
   * Admin routes only: the admin roles that may call it (a superadmin may call
   * every admin route; docs/product-rules.md#admin-roles). An admin route
   * without roles is refused to everyone but a superadmin.
   */
  roles?: readonly AdminRole[];
  /**
   * Money-moving: the route accepts an Idempotency-Key. `gateway`: the
   * gateway's response store replays the first answer; `service`: the body is
   * streamed on, and the owning service keeps the key with its record.
   */
  idempotency?: 'gateway' | 'service';
  /** `:id` names a record of this kind that only its owner (or an admin) may touch. */
  owns?: OwnedRecord;
  publicCache?: PublicCache;
  /** The root GraphQL fields its document runs (none for the relayed uploads and images). */
  fields: readonly string[];
  /** The handlers Express runs for it, in order. */
  handlers(deps: RouteDeps): RequestHandler[];
}

type RouteRules = Pick<RestRoute, 'method' | 'path' | 'access' | 'roles' | 'idempotency' | 'owns' | 'publicCache'>;

/** The variables a route sends: the operation's names, with the caller's values unchecked (the schema checks them). */
export type RouteVariables<TVariables> = { [Name in keyof TVariables]: unknown };

export interface OperationRoute<TData, TVariables> extends RouteRules {
  document: TypedDocumentNode<TData, TVariables>;
  /** Read from the request before the operation runs; a bad body is a 400 here. */
  variables?: (req: Request) => RouteVariables<TVariables>;
  /** The HTTP status of a successful answer (200 unless said). */
  status?: number;
  /** The response body, from the operation's data. */
  respond: (data: TData, req: Request) => unknown;
}

/** A route that runs one GraphQL operation against the supergraph, so REST and GraphQL share every rule. */
export function operationRoute<TData, TVariables>(route: OperationRoute<TData, TVariables>): RestRoute {
  const { document, variables, status = 200, respond, ...rules } = route;
  return {
    ...rules,
    fields: rootFields(document),
    handlers: ({ server, context }) => [
      handle(async (req, res) => {
        const values = variables?.(req) ?? {};
        const data = await runOperation(server, await context(req, res), document, values);
        res.status(status).json(respond(data, req));
      }),
    ],
  };
}

export interface CustomRoute extends RouteRules {
  /** The operation the handlers run, if any (its root fields are the route's). */
  document?: DocumentNode;
  handlers(deps: RouteDeps): RequestHandler[];
}

/** A route that is not one operation: relayed uploads and images, the sign-in redirect. */
export function customRoute({ document, ...route }: CustomRoute): RestRoute {
  return { ...route, fields: document ? rootFields(document) : [] };
}

/** The root fields an operation selects, e.g. `['buyTickets']`. */
export function rootFields(document: DocumentNode): string[] {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('A route document must hold one operation');
  return operation.selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
}
