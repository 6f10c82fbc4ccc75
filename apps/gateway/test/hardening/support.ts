import { randomBytes } from 'node:crypto';
import type { GatewayStack } from '../support/stack-harness';

/** A cookie-keeping client that comes from its own address (the stack trusts one proxy hop). */
export class AddressedClient {
  cookie: string | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  ) {}

  headers(): Record<string, string> {
    return { 'x-forwarded-for': this.address, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }

  async json(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...this.headers(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      redirect: 'manual',
    });
    // The last one wins (an expired cookie is cleared, then a login sets a new one).
    const setCookie = response.headers.getSetCookie().at(-1);
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair && /=.+/.test(pair) ? pair : null;
    }
    const text = await response.text();
    return { status: response.status, text, body: safeJson(text), headers: response.headers };
  }

  /** A multipart form (uploads), sent as the browser sends it. */
  async form(path: string, form: FormData, extra: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, { method: 'POST', headers: { ...this.headers(), ...extra }, body: form });
    const text = await response.text();
    return { status: response.status, text, body: safeJson(text), headers: response.headers };
  }
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export interface Account {
  client: AddressedClient;
  userId: string;
  username: string;
  password: string;
}

export async function signUp(stack: GatewayStack, options: { admin?: boolean; address?: string } = {}): Promise<Account> {
  const client = new AddressedClient(stack.baseUrl, options.address);
  const username = `h_${randomBytes(4).toString('hex')}`;
  const password = 'secret-1';
  const reply = await client.json('POST', '/api/register', { username, password });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.text}`);
  const userId = String(reply.body.id);
  if (options.admin) {
    await stack.identityDb.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [userId]);
    await client.json('POST', '/api/login', { username, password });
  }
  return { client, userId, username, password };
}
