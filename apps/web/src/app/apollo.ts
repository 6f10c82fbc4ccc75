import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { typePolicies } from './apollo-cache';
import { persistedQueriesLink } from './persisted-queries';

/** How old the gateway's answers may be when the app starts before it asks again (the picture was on screen that long). */
const HANDED_OVER_FRESH_MS = 30_000;

/** One client for the app: same-origin /graphql with the session cookie, never retried; documents sent as hashes (persisted-queries.ts). */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const persisted = persistedQueriesLink();
  const client = new ApolloClient({
    link: persisted ? persisted.concat(http) : http,
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
  if (restoreHandedOver(client) && performance.now() > HANDED_OVER_FRESH_MS) {
    // Once the screens drawn from them are watching: they are redrawn with fresh figures in place.
    setTimeout(() => void client.refetchObservableQueries().catch(() => undefined));
  }
  return client;
}

/**
 * A signed-in home screen drawn by the gateway comes with the answers it was drawn from
 * (apps/gateway/src/signed-in-home.ts): the app starts from them, so its own copy of the
 * screen is the same picture at once, without asking again.
 */
function restoreHandedOver(client: ApolloClient): boolean {
  const block = document.getElementById('nova-cache');
  if (!block) return false;
  block.remove();
  try {
    client.cache.restore(JSON.parse(block.textContent ?? ''));
    return true;
  } catch {
    // Unreadable: the app asks for what it needs, as on any other visit.
    return false;
  }
}
