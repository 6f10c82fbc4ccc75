/**
 * The REST calls the journeys make, one function each. Every request is
 * tagged with a `name` so thresholds and results are per step, whatever ids
 * are in the URL. The session is the HttpOnly cookie the gateway sets; k6
 * keeps it in the virtual user's cookie jar (options.noCookiesReset keeps it
 * across iterations, so each virtual user signs in once).
 */
import { check } from 'k6';
import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { baseUrl } from './config.ts';
import { uuidv4 } from './uuid.ts';

export interface Draw {
  id: string;
  name: string;
  status: 'upcoming' | 'active' | 'completed' | 'cancelled';
  ticketPrice: string;
  ticketsRemaining: number;
}

export interface Credentials {
  username: string;
  password: string;
}

type Response = RefinedResponse<ResponseType | undefined>;

const json = { 'Content-Type': 'application/json' };

function get(path: string, name: string): Response {
  return http.get(`${baseUrl}${path}`, { tags: { name } });
}

function post(path: string, body: object, name: string, headers: Record<string, string> = {}): Response {
  return http.post(`${baseUrl}${path}`, JSON.stringify(body), { headers: { ...json, ...headers }, tags: { name } });
}

function parsed<T>(response: Response): T | undefined {
  try {
    return response.json() as T;
  } catch {
    return undefined;
  }
}

/** The REST facade's error body: `{ message, code }`. */
export function errorCode(response: Response): string | undefined {
  return parsed<{ code?: string }>(response)?.code;
}

export function register(credentials: Credentials): boolean {
  const response = post('/api/register', credentials, 'register');
  return check(response, { 'register: 201': (r) => r.status === 201 });
}

export function login(credentials: Credentials): boolean {
  const response = post('/api/login', credentials, 'login');
  return check(response, { 'login: 200': (r) => r.status === 200 });
}

export function currentDraws(): Draw[] {
  const response = get('/api/draws/current', 'draws_current');
  check(response, { 'draws/current: 200': (r) => r.status === 200 });
  return parsed<Draw[]>(response) ?? [];
}

export type PurchaseOutcome = 'bought' | 'no_balance' | 'draw_unavailable' | 'failed';

/**
 * Buys tickets with an Idempotency-Key; a request that got no answer or a
 * server error is sent again with the same key, which must not buy twice.
 */
export function buyTickets(drawId: string, quantity: number): PurchaseOutcome {
  const headers = { 'Idempotency-Key': uuidv4() };
  let response = post('/api/tickets/buy', { drawId, quantity }, 'tickets_buy', headers);
  if (response.status === 0 || response.status >= 500) {
    response = post('/api/tickets/buy', { drawId, quantity }, 'tickets_buy_retry', headers);
  }
  const code = errorCode(response);
  const outcome: PurchaseOutcome =
    response.status === 201
      ? 'bought'
      : code === 'INSUFFICIENT_BALANCE'
        ? 'no_balance'
        : code === 'DRAW_CLOSED' || code === 'DRAW_FULL'
          ? 'draw_unavailable'
          : 'failed';
  check(response, { 'tickets/buy: bought or refused on purpose': () => outcome !== 'failed' });
  return outcome;
}

export function myTickets(): number {
  const response = get('/api/tickets', 'tickets_mine');
  check(response, { 'tickets: 200': (r) => r.status === 200 });
  return parsed<unknown[]>(response)?.length ?? 0;
}

/** An admin list: 200 and a JSON array (at `field` of the body for paged lists). */
export function adminList(path: string, name: string, field?: string): number {
  const response = get(path, name);
  const body = parsed<unknown>(response);
  const items = field && body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : body;
  check(response, { [`${name}: 200 with a list`]: (r) => r.status === 200 && Array.isArray(items) });
  return Array.isArray(items) ? items.length : 0;
}
