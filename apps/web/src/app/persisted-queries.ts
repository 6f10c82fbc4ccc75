import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** Lowercase hex SHA-256 of a document's text, as the gateway computes it. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: each operation goes out as its document's hash;
 * the gateway answers from the document it already knows, or asks once for
 * the text (PERSISTED_QUERY_NOT_FOUND), which the link then sends with the
 * hash. Requests shrink to their variables, and the gateway parses and
 * validates nothing it has seen before. Without WebCrypto (a page served over
 * plain HTTP to another host) documents go out in full, as before.
 */
export function persistedQueriesLink(): ApolloLink | null {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  return new PersistedQueryLink({ sha256: sha256Hex });
}
