import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import type { ServedRoute } from '../../src/rest/mount-routes';
import { freshPng } from '../support/payments-client';
import { pngBytes } from '@nova/platform/testing';
import { badAmount, badId, badObject, badString, badValue, malformedBody } from './bad-values';
import { badVariables, inputFieldNames, mutationDocument, mutationsWithArguments } from './graphql-mutations';
import { snapshot } from './state-snapshot';

/**
 * Bad input over every REST route (read from the gateway's route table) and
 * every GraphQL mutation (read from the API schema), as a player and as an
 * admin: the answer is a 4xx with a message (REST) or a GraphQL error with a
 * client code, never a 5xx, and no money, ticket, deposit, withdrawal or user
 * row changes. FUZZ_SEED replays a run; FUZZ_RUNS runs longer.
 */

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261122;
const runsPerCase = Number(process.env.FUZZ_RUNS ?? 5);
/** REST has twice as many cases (routes × roles): fewer runs each keep the CI run near two minutes. */
const restRuns = process.env.FUZZ_RUNS ? runsPerCase : 3;
const fieldNames = [...inputFieldNames(), 'screenshot', 'download'];
const stackTrace = /\bat [^\n]+:\d+:\d+|node_modules|\.ts:\d+/;

/**
 * Input-free routes that would end the test's own session, the start of
 * two-factor enrolment (input-free: each call keeps a new pending secret),
 * and the live event stream (it takes no input and never ends): nothing to fuzz there.
 */
const notFuzzed = new Set(['POST /api/logout', 'POST /api/auth/2fa/setup', 'GET /live/draws']);

interface Caller {
  role: 'player' | 'admin';
  cookie: string;
  userId: string;
}

let stack: GatewayStack;
let callers: Caller[];
let realIds: string[];

/** Fails with the seed, the replay path and a short counterexample (megabyte strings would flood the log). */
function compactReport(details: fc.RunDetails<unknown>): void {
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 60)}…(${value.length} chars)` : value,
  );
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`fuzz failure — replay with FUZZ_SEED=${details.seed} (path ${details.counterexamplePath ?? '?'})\ninput: ${example?.slice(0, 1500)}\n${cause.slice(0, 1500)}`);
}

const options = (numRuns: number): fc.Parameters<unknown> => ({ seed, numRuns, endOnFailure: true, reporter: compactReport });

async function post(path: string, body: unknown, cookie = ''): Promise<{ status: number; body: Record<string, unknown>; cookie: string }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: setCookie };
}

async function signUp(role: Caller['role']): Promise<Caller> {
  const username = `fz_${randomBytes(4).toString('hex')}`;
  const registered = await post('/api/register', { username, password: 'secret-1' });
  if (registered.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(registered.body)}`);
  const userId = String(registered.body.id);
  if (role === 'player') return { role, cookie: registered.cookie, userId };
  await stack.identityDb.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [userId]);
  const login = await post('/api/login', { username, password: 'secret-1' });
  return { role, cookie: login.cookie, userId };
}

beforeAll(async () => {
  // Limits far out of reach: here they would only hide the validation under test (they have their own tests).
  const noLimits = { REGISTRATIONS_PER_CLIENT_IP: '100000', PURCHASES_PER_USER: '100000', DEPOSITS_PER_USER: '100000', ANONYMOUS_GRAPHQL_PER_CLIENT_IP: '100000' };
  stack = await startGatewayStack('gw_fuzz', noLimits, { SCHEDULER_ENABLED: 'false' });
  const admin = await signUp('admin');
  const player = await signUp('player');
  callers = [player, admin];
  // Something to lose: an open draw, an active method and a funded player.
  const draw = await post('/api/draws', { name: 'Fuzz Daily', period: 'daily', ticketPrice: 5, maxTickets: 100, drawDate: new Date(Date.now() + 3_600_000).toISOString() }, admin.cookie);
  const method = await post(
    '/api/admin/payment-methods',
    { name: 'Fuzz Bank', type: 'bank_transfer', bankName: 'Bank', accountName: 'Nova', accountNumber: '7701-000-123' },
    admin.cookie,
  );
  const credit = await fetch(`${stack.baseUrl}/api/admin/users/${player.userId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ action: 'addCredit', amount: 50, reason: 'fuzz' }),
  });
  if (draw.status !== 201 || method.status !== 201 || credit.status !== 200) throw new Error('fuzz setup failed');
  realIds = [String(draw.body.id), String(method.body.id), player.userId];
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** An express path with each `:param` replaced by a bad id. */
function fill(path: string, ids: string[]): string {
  let index = 0;
  return path.replace(/:(\w+)/g, () => encodeURIComponent(ids[index++ % ids.length] ?? 'x'));
}

type RestCase = { kind: 'fields'; body: Record<string, unknown> } | { kind: 'raw'; body: string; contentType: string } | { kind: 'query'; query: Record<string, unknown> };

const restCase: fc.Arbitrary<RestCase> = fc.oneof(
  badObject(fieldNames).map((body): RestCase => ({ kind: 'fields', body })),
  malformedBody.map((body): RestCase => ({ kind: 'raw', body, contentType: 'application/json' })),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16').chain((contentType) =>
    fc.json().map((body): RestCase => ({ kind: 'raw', body, contentType })),
  ),
  badObject(fieldNames).map((query): RestCase => ({ kind: 'query', query })),
);

async function sendRest(route: ServedRoute, caller: Caller, ids: string[], input: RestCase) {
  let url = `${stack.baseUrl}${fill(route.path, ids)}`;
  const headers: Record<string, string> = { cookie: caller.cookie };
  let body: string | undefined;
  if (input.kind === 'query') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query)) search.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
    url += `?${search.toString()}`;
  } else if (route.method !== 'GET') {
    headers['content-type'] = input.kind === 'raw' ? input.contentType : 'application/json';
    body = input.kind === 'raw' ? input.body : JSON.stringify(input.body);
  }
  const response = await fetch(url, { method: route.method, headers, body, redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

function describeFailure(what: string, reply: { status: number; text: string }): string {
  return `${what} answered ${reply.status}: ${reply.text.slice(0, 300)}`;
}

/** Runs a batch of refused requests and checks that money, tickets, deposits, withdrawals and users are exactly as before. */
async function unchangedBy(label: string, requests: () => Promise<void>): Promise<void> {
  const before = await snapshot(stack);
  await requests();
  const after = await snapshot(stack);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    throw new Error(`${label} changed stored state (replay with FUZZ_SEED=${seed}):\n${JSON.stringify(before)}\n${JSON.stringify(after)}`);
  }
}

describe('bad input over every REST route', () => {
  it('reads a route table that covers the API', () => {
    expect(stack.routes.length).toBeGreaterThan(40);
    expect(stack.routes).toContainEqual({ method: 'POST', path: '/api/tickets/buy' });
  });

  // Built lazily: the route table exists once the stack runs.
  const routes = () => stack.routes.filter((route) => !notFuzzed.has(`${route.method} ${route.path}`));

  it('never answers 5xx, always explains a 4xx, and changes nothing', async () => {
    const seen = new Set<string>();
    const accepted = new Set<string>();
    for (const route of routes()) {
      for (const caller of callers) {
        seen.add(`${route.method} ${route.path}`);
        await unchangedBy(`${caller.role} ${route.method} ${route.path}`, () => fc.assert(
          fc.asyncProperty(fc.array(badId, { minLength: 2, maxLength: 2 }), restCase, async (ids, input) => {
            const reply = await sendRest(route, caller, ids, input);
            const what = `${caller.role} ${route.method} ${route.path} with ${JSON.stringify(input).slice(0, 200)}`;
            if (reply.status >= 500) throw new Error(describeFailure(what, reply));
            expect(reply.text).not.toMatch(stackTrace);
            if (reply.status >= 400) {
              expect(reply.contentType).toMatch(/application\/json/);
              const body = JSON.parse(reply.text) as { message?: unknown; code?: unknown };
              if (typeof body.message !== 'string' || !body.message || typeof body.code !== 'string') throw new Error(describeFailure(what, reply));
            } else if (route.method !== 'GET') {
              // Accepted: only harmless when the route read none of the bad fields (checked by unchangedBy).
              accepted.add(`${route.method} ${route.path}`);
            }
          }),
          options(restRuns),
        ));
      }
    }
    expect(seen.size).toBe(routes().length);
    if (accepted.size) console.info(`writes that ignored every fuzzed field and changed nothing: ${[...accepted].join(', ')}`);
  }, 600_000);
});

/** A real PNG of 36 megapixels in about 100 KB: over the pixel cap, refused from its header. */
let pixelBomb: Buffer | undefined;
const bigPicture = () => (pixelBomb ??= pngBytes({ width: 6000, height: 6000, rgb: [0, 0, 0], compressionLevel: 9 }));

/** Files no screenshot or background may be: markup, random bytes, images cut short, with a tail, or with too many pixels. */
const junkFile: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(0).map(() => bigPicture()),
  fc.constantFrom(
    Buffer.alloc(0),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    Buffer.from('%PDF-1.4 not an image'),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 8, max: 60 }).map((cut) => freshPng().subarray(0, cut)),
  fc.constant(0).map(() => Buffer.concat([freshPng(), Buffer.from('<script>alert(1)</script>')])),
  fc.uint8Array({ minLength: 1, maxLength: 256 }).map((tail) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(tail)])),
);

interface UploadCase {
  amount: unknown;
  method: 'real' | string;
  file: Buffer | null;
  fileName: string;
  fileType: string;
}

/** One part is always bad: the amount, the method or the file. */
const uploadCase: fc.Arbitrary<UploadCase> = fc
  .record({
    fileName: fc.constantFrom('proof.png', '../../etc/passwd', 'a.svg', '😀\u202Egnp.exe', 'x'.repeat(300), ''),
    fileType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
  })
  .chain((names) =>
    fc.oneof(
      fc.record({ amount: fc.oneof(badAmount, badString), method: fc.constant('real'), file: fc.constant(freshPng()) }),
      fc.record({ amount: fc.constant('20.00'), method: badId, file: fc.constant(freshPng()) }),
      fc.record({ amount: fc.constant('20.00'), method: fc.constant('real'), file: fc.option(junkFile, { nil: null }) }),
    ).map((parts) => ({ ...names, ...parts })),
  );

describe('bad uploads', () => {
  it('refuses bad deposit uploads and login backgrounds with a 4xx and stores nothing', async () => {
    const [player, admin] = callers as [Caller, Caller];
    bigPicture(); // built before any request: it takes a while, and an idle kept-alive socket may close meanwhile
    const upload = async (path: string, caller: Caller, form: FormData) => {
      const response = await fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { cookie: caller.cookie }, body: form });
      return { status: response.status, text: await response.text() };
    };
    await unchangedBy('deposit uploads', () =>
      fc.assert(
        fc.asyncProperty(uploadCase, async (input) => {
          const form = new FormData();
          form.set('amount', typeof input.amount === 'string' ? input.amount : JSON.stringify(input.amount) ?? '');
          form.set('paymentMethod', input.method === 'real' ? (realIds[1] ?? '') : input.method);
          if (input.file) form.set('screenshot', new Blob([new Uint8Array(input.file)], { type: input.fileType }), input.fileName);
          const reply = await upload('/api/deposits', player, form);
          if (reply.status < 400 || reply.status >= 500 || stackTrace.test(reply.text)) throw new Error(describeFailure('deposit upload', reply));
          const body = JSON.parse(reply.text) as { message?: unknown };
          if (typeof body.message !== 'string') throw new Error(describeFailure('deposit upload', reply));
        }),
        options(runsPerCase * 4),
      ),
    );
    await unchangedBy('background uploads', () =>
      fc.assert(
        fc.asyncProperty(junkFile, fc.constantFrom('bg.png', 'bg.svg', 'bg.html'), async (file, name) => {
          const form = new FormData();
          form.append('image', new Blob([new Uint8Array(file)]), name);
          const reply = await upload('/api/admin/upload-background', admin, form);
          if (reply.status < 400 || reply.status >= 500 || stackTrace.test(reply.text)) throw new Error(describeFailure('background upload', reply));
        }),
        options(runsPerCase * 2),
      ),
    );
  }, 120_000);
});

describe('bad input over every GraphQL mutation', () => {
  const clientCodes = /^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED|GRAPHQL_PARSE_FAILED|BAD_REQUEST|UNAUTHENTICATED|FORBIDDEN|NOT_FOUND|CONFLICT|USERNAME_TAKEN|INVALID_CREDENTIALS|ACCOUNT_SUSPENDED|IDEMPOTENCY_CONFLICT|DRAW_CLOSED|DRAW_FULL|DRAW_EMPTY|DRAW_NOT_DUE|PAYLOAD_TOO_LARGE|INSUFFICIENT_BALANCE|RATE_LIMITED)$/;

  it.each(mutationsWithArguments().map((field) => [field.name, field] as const))('%s', async (_name, field) => {
    const query = mutationDocument(field);
    for (const caller of callers) {
      await unchangedBy(`${caller.role} ${field.name}`, () => fc.assert(
        fc.asyncProperty(badVariables(field, realIds), async (variables) => {
          const response = await fetch(`${stack.baseUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: caller.cookie },
            body: JSON.stringify({ query, variables }),
          });
          const text = await response.text();
          const what = `${caller.role} ${field.name} with ${JSON.stringify(variables).slice(0, 200)}`;
          if (response.status >= 500) throw new Error(describeFailure(what, { status: response.status, text }));
          expect(text).not.toMatch(stackTrace);
          const body = JSON.parse(text) as { data?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>; code?: unknown };
          if (response.status === 413) {
            expect(body.code).toBe('PAYLOAD_TOO_LARGE');
          } else {
            const errors = body.errors ?? [];
            if (errors.length === 0) throw new Error(describeFailure(`accepted: ${what}`, { status: response.status, text }));
            for (const error of errors) {
              if (typeof error.message !== 'string' || !clientCodes.test(String(error.extensions?.code))) {
                throw new Error(describeFailure(what, { status: response.status, text }));
              }
            }
          }
        }),
        options(runsPerCase),
      ));
    }
  }, 120_000);

  it('refuses malformed GraphQL bodies with a 4xx and a message', async () => {
    await unchangedBy('malformed GraphQL bodies', () => fc.assert(
      fc.asyncProperty(malformedBody, badValue, async (raw, junk) => {
        for (const body of [raw, JSON.stringify({ query: junk }), JSON.stringify({ query: 'mutation { login }', variables: junk })]) {
          const response = await fetch(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          const text = await response.text();
          if (response.status >= 500 || response.status < 400) throw new Error(describeFailure(`body ${body.slice(0, 100)}`, { status: response.status, text }));
          expect(text).not.toMatch(stackTrace);
        }
      }),
      options(runsPerCase * 4),
    ));
  });
});
