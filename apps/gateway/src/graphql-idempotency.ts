import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLResponse } from '@apollo/server';
import { getArgumentValues, Kind, print, type FieldNode } from 'graphql';
import { AppError, fingerprintOf, type Claim, type IdempotentResponses } from '@nova/platform';
import type { GatewayContext } from './context';

type Keyed = { key: string; scope: string; fingerprint: string };

/** The key of a root mutation field: an `idempotencyKey` argument, at the top or in `input`. */
function keyOf(args: Record<string, unknown>): string | undefined {
  const input = args.input;
  const nested = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).idempotencyKey : undefined;
  const key = args.idempotencyKey ?? nested;
  return typeof key === 'string' ? key : undefined;
}

function withoutKey(args: Record<string, unknown>): Record<string, unknown> {
  const { idempotencyKey: _key, ...rest } = args;
  const input = rest.input;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    const { idempotencyKey: _nested, ...inputRest } = input as Record<string, unknown>;
    return { ...rest, input: inputRest };
  }
  return rest;
}

/** The operation's key, its scope (root fields) and a fingerprint of everything else; null when it has no key. */
function keyedOperation(context: GraphQLRequestContext<GatewayContext>): Keyed | null {
  const { operation, schema } = context;
  const mutationType = schema.getMutationType();
  if (operation?.operation !== 'mutation' || !mutationType) return null;
  const fields = operation.selectionSet.selections.filter((node): node is FieldNode => node.kind === Kind.FIELD);
  const variables = context.request.variables ?? {};
  const keys = new Set<string>();
  const described = fields.map((node) => {
    const definition = mutationType.getFields()[node.name.value];
    const args = definition ? getArgumentValues(definition, node, variables) : {};
    const key = keyOf(args);
    if (key !== undefined) keys.add(key);
    return { field: node.name.value, args: withoutKey(args) };
  });
  if (keys.size === 0) return null;
  if (keys.size > 1) throw new AppError('BAD_USER_INPUT', 'One operation carries one idempotencyKey');
  const [key] = [...keys] as [string];
  return {
    key,
    scope: `graphql:${described.map((item) => item.field).join(',')}`,
    // The document too: a replay must have the shape the caller asked for.
    fingerprint: fingerprintOf({ fields: described, document: print(operation).replaceAll(key, '') }),
  };
}

function single(status: number, body: unknown, replayed: boolean): GraphQLResponse {
  const headers = new HeaderMap(replayed ? [['idempotent-replayed', 'true']] : []);
  return { http: { status, headers }, body: { kind: 'single', singleResult: body as never } };
}

/** Errors a retry may cure: the answer is not kept. */
const transientCodes = new Set(['INTERNAL', 'UNAVAILABLE', 'RATE_LIMITED']);

/**
 * GraphQL side of idempotency: a mutation with an `idempotencyKey` argument
 * runs once per caller, root fields and key; every copy gets the first
 * answer (data and errors), the same key with other arguments gets
 * IDEMPOTENCY_CONFLICT. Requests from the REST facade (no HTTP head: it runs
 * operations in process) are left to its own route-level store.
 *
 * The key is claimed as soon as the operation is known (didResolveOperation),
 * beside the rate limits: a copy refused by a limit while another copy holds
 * or has answered the key still gets that answer, not a 429.
 */
export function graphqlIdempotencyPlugin(responses: IdempotentResponses): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let found: Promise<Claim | AppError | null> = Promise.resolve(null);
      let claimed: Extract<Claim, { kind: 'claimed' }> | null = null;
      return {
        async didResolveOperation(context) {
          const caller = context.contextValue.auth.caller;
          if (!context.request.http || !caller) return;
          found = (async () => {
            try {
              const keyed = keyedOperation(context);
              if (!keyed) return null;
              return await responses.claim({ caller: caller.userId, operation: keyed.scope, key: keyed.key, fingerprint: keyed.fingerprint });
            } catch (error) {
              return error instanceof AppError ? error : null; // bad arguments: execution reports them
            }
          })();
          await found;
        },
        async responseForOperation() {
          const outcome = await found;
          if (outcome instanceof AppError) return single(200, { errors: [{ message: outcome.message, extensions: { code: outcome.code } }] }, false);
          if (outcome?.kind === 'replay') return single(outcome.response.status, outcome.response.body, true);
          claimed = outcome;
          return null;
        },
        async willSendResponse(context) {
          const { response } = context;
          if (claimed) {
            const { body } = response;
            const errors = body.kind === 'single' ? (body.singleResult.errors ?? []) : [];
            const transient = body.kind !== 'single' || errors.some((error) => transientCodes.has(String(error.extensions?.code)));
            // With Redis out of reach the answer still goes out; the claim then expires by itself.
            const kept = transient ? claimed.release() : claimed.save({ status: response.http.status ?? 200, body: { data: body.singleResult.data, ...(errors.length ? { errors } : {}) } });
            await kept.catch(() => undefined);
            return;
          }
          // Refused before execution (a rate limit): answer as the key's first request did.
          const outcome = await found.catch(() => null);
          if (outcome === null) return;
          if (!(outcome instanceof AppError) && outcome.kind === 'claimed') {
            await outcome.release().catch(() => undefined);
            return;
          }
          const answer =
            outcome instanceof AppError
              ? single(200, { errors: [{ message: outcome.message, extensions: { code: outcome.code } }] }, false)
              : single(outcome.response.status, outcome.response.body, true);
          response.body = answer.body;
          response.http.status = answer.http.status;
          response.http.headers.delete('retry-after');
          for (const [name, value] of answer.http.headers) response.http.headers.set(name, value);
        },
      };
    },
  };
}
