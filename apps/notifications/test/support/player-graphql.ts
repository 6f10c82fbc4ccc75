import { randomUUID } from 'node:crypto';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { signIdentity } from '@nova/platform';
import type { PlayerMessage } from '../../src/delivery/channel';

export interface GraphqlAnswer<T> { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }

/** GraphQL against the service as a caller (null: signed out), the way the gateway signs it. */
export function graphqlAs(url: () => string, secret: () => string) {
  return async <T = Record<string, unknown>>(caller: Partial<CallerIdentity> | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (caller) headers[IDENTITY_HEADER] = signIdentity({ userId: randomUUID(), sessionId: 's', isAdmin: false, ...caller }, secret());
    const response = await fetch(url(), { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as GraphqlAnswer<T>;
  };
}

/** A rendered notification as the delivery engine hands it to a channel. */
export function playerMessage(userId: string, fields: Partial<PlayerMessage> = {}): PlayerMessage {
  return {
    notificationId: randomUUID(),
    eventId: randomUUID(),
    userId,
    type: 'win',
    language: 'en',
    title: 'You won!',
    body: 'Your ticket 42 in Orion Daily won 1,000.00 MVR.',
    link: 'https://jackpot.test/tickets/42',
    moneyStatus: false,
    ...fields,
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}
