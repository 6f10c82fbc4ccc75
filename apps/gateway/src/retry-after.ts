import type { ApolloServerPlugin } from '@apollo/server';

/**
 * A GraphQL answer refused by a rate limit (the gateway's or the identity
 * service's login limit) gets HTTP 429 and Retry-After, as REST does, when
 * nothing else in it succeeded.
 */
export function retryAfterPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const limited = errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
          if (!limited) return;
          const seconds = limited.extensions?.retryAfterSeconds;
          if (typeof seconds === 'number') response.http.headers.set('retry-after', String(Math.ceil(seconds)));
          if (data === null || data === undefined) response.http.status = 429;
        },
      };
    },
  };
}
