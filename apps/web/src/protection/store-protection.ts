import type { ApolloCache } from '@apollo/client';
import type { MyProtectionQuery as MyProtectionResult } from '../gql/graphql';
import { MyProtectionQuery } from './protection.operations';

/**
 * A player's protection has no id of its own, so Apollo cannot merge a
 * mutation's answer into the query by itself: every protection mutation
 * writes the answer it got (the whole new state) over the query's.
 */
export function storeProtection(cache: ApolloCache, protection: MyProtectionResult['myProtection'] | undefined): void {
  if (protection) cache.writeQuery({ query: MyProtectionQuery, data: { myProtection: protection } });
}
