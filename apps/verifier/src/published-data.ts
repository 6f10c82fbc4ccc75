import type { PublicDrawRecord, PublishedKeySet } from '@nova/verify';

/** Where a Nova Jackpot site publishes a draw's data and its receipt keys. */
export const DRAW_PATH = (drawId: string) => `/results/${encodeURIComponent(drawId)}.json`;
export const RECEIPT_KEYS_PATH = '/.well-known/nova-jackpot/receipt-keys.json';

export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface PublishedDraw extends PublicDrawRecord {
  name?: string;
  completedAt?: string | null;
}

/** Accepts a site URL plus a draw id, or a draw's page or data URL (…/results/<id> or …/results/<id>.json). */
export function locateDraw(target: string, drawId?: string): { origin: string; drawId: string } {
  const url = new URL(target);
  const fromPath = /\/results\/([^/]+?)(?:\.json)?\/?$/.exec(url.pathname)?.[1];
  const id = drawId ?? fromPath;
  if (!id) throw new Error('name a draw: a URL ending in /results/<draw id>, or the site URL and the draw id');
  return { origin: url.origin, drawId: decodeURIComponent(id) };
}

async function getJson(fetch: Fetch, url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function fetchDraw(fetch: Fetch, origin: string, drawId: string): Promise<PublishedDraw> {
  const data = (await getJson(fetch, `${origin}${DRAW_PATH(drawId)}`)) as PublishedDraw;
  if (typeof data !== 'object' || data === null || !Array.isArray(data.ticketNumbers) || typeof data.seedCommitment !== 'string') {
    throw new Error('the draw data is not in the published format');
  }
  return data;
}

export async function fetchKeys(fetch: Fetch, origin: string): Promise<PublishedKeySet> {
  const data = (await getJson(fetch, `${origin}${RECEIPT_KEYS_PATH}`)) as PublishedKeySet;
  if (!Array.isArray(data?.keys)) throw new Error('the receipt keys are not in the published format');
  return data;
}
