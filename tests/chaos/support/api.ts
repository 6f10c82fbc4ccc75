/**
 * A player's (or the admin's) HTTP client for the gateway's REST facade, as
 * the web client uses it: a session cookie, JSON bodies, and retries with the
 * same Idempotency-Key after anything that leaves the outcome unknown
 * (connection refused or reset, a 5xx, a rate limit).
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The final word on one logical request, after its retries. */
export type Outcome =
  | { kind: 'ok'; status: number; body: unknown; attempts: number }
  | { kind: 'refused'; status: number; code: string; message: string; attempts: number }
  | { kind: 'unknown'; reason: string; attempts: number };

export interface RetryStats {
  /** Attempts that failed in a way that leaves the outcome unknown, by cause. */
  transient: Map<string, number>;
}

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

export class ApiClient {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly stats: RetryStats,
  ) {}

  /** One HTTP request; network failures come back as status 0. */
  async send(method: string, path: string, options: { json?: unknown; form?: FormData; key?: string } = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (options.key) headers['idempotency-key'] = options.key;
    let body: RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(20_000) });
      this.keepCookie(response.headers.getSetCookie());
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      return { status: 0, body: { message: String(cause) } };
    }
  }

  /**
   * Sends until the answer is final or `deadline` passes. Every attempt is the
   * same request (same key), so the server must give one effect however many
   * arrive.
   */
  async call(method: string, path: string, options: { json?: unknown; form?: () => FormData; key?: string }, deadline: number): Promise<Outcome> {
    let attempts = 0;
    let last = '';
    for (let delay = 200; Date.now() < deadline; delay = Math.min(delay * 2, 2000)) {
      attempts += 1;
      const answer = await this.send(method, path, { json: options.json, form: options.form?.(), key: options.key });
      if (answer.status >= 200 && answer.status < 300) return { kind: 'ok', status: answer.status, body: answer.body, attempts };
      const { code, message } = errorOf(answer.body);
      if (answer.status !== 0 && !RETRYABLE_STATUS.has(answer.status)) {
        return { kind: 'refused', status: answer.status, code, message, attempts };
      }
      last = answer.status === 0 ? `network ${message}` : `${answer.status} ${code}`;
      this.stats.transient.set(last, (this.stats.transient.get(last) ?? 0) + 1);
      await sleep(delay + Math.floor(Math.random() * delay));
    }
    return { kind: 'unknown', reason: last || 'deadline', attempts };
  }

  private keepCookie(setCookies: string[]): void {
    for (const header of setCookies) {
      const pair = header.split(';')[0] ?? '';
      const cleared = /max-age=0/i.test(header) || pair.endsWith('=');
      if (pair) this.cookie = cleared ? '' : pair;
    }
  }
}

export function errorOf(body: unknown): { code: string; message: string } {
  if (typeof body === 'object' && body !== null) {
    const { code, message } = body as { code?: unknown; message?: unknown };
    return { code: typeof code === 'string' ? code : 'UNKNOWN', message: typeof message === 'string' ? message : '' };
  }
  return { code: 'UNKNOWN', message: typeof body === 'string' ? body.slice(0, 200) : '' };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
