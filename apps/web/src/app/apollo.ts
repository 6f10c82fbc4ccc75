import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { persistedQueriesLink } from './persisted-queries';

/** One client for the app: same-origin /graphql with the session cookie, never retried; documents sent as hashes (persisted-queries.ts). */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const persisted = persistedQueriesLink();
  return new ApolloClient({
    link: persisted ? persisted.concat(http) : http,
    cache: new InMemoryCache({
      // The admin inbox (no id) is read whole by the Support tab and as a count by the tab badge: merge, don't replace.
      typePolicies: { SupportInbox: { merge: true }, PublicSettings: { merge: true } },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
