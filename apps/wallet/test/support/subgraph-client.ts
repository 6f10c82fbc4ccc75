import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { signIdentity } from '@nova/platform';

export interface GraphQLReply<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Calls a subgraph as the gateway would: with a signed caller, or as a visitor. */
export async function callSubgraph<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  as?: { caller: CallerIdentity; secret: string },
): Promise<GraphQLReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers[IDENTITY_HEADER] = signIdentity(as.caller, as.secret);
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLReply<T>, 'status'>) };
}
