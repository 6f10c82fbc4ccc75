import { request } from 'undici';

/**
 * A minimal REST caller for the benchmarks: JSON in and out, the session
 * cookie kept by the caller. undici's `request` over kept-alive connections
 * rather than `fetch`: the load runs on the same cores as the app, and
 * `fetch`'s WHATWG streams and headers cost the client about twice the CPU
 * per call, taken from the app being measured.
 */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
  cookie: string | null;
  /** The gateway's `Server-Timing` header (the bench stack turns SERVER_TIMING on). */
  timing: string | null;
}

export async function call(baseUrl: string, method: string, path: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await request(`${baseUrl}${path}`, { method: method as 'GET', headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await response.body.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text: text.slice(0, 200) };
  }
  const header = (name: string) => {
    const value = response.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const setCookie = header('set-cookie');
  return { status: response.statusCode, body, cookie: setCookie ? (setCookie.split(';')[0] ?? null) : null, timing: header('server-timing') };
}

/** The call's reply, or an error naming what was expected. */
export async function expectStatus(expected: number, reply: Promise<Reply>, what: string): Promise<Reply> {
  const answer = await reply;
  if (answer.status !== expected) throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer;
}
