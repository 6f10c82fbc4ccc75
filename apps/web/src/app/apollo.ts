import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the app: same-origin /graphql with the session cookie, never retried. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache({
      // The admin inbox (no id) is read whole by the Support tab and as a count by the tab badge: merge, don't replace.
      typePolicies: { SupportInbox: { merge: true }, PublicSettings: { merge: true } },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
