import { makePng } from '../e2e/support/png';
import { ApiClient, sleep, type Outcome, type RetryStats } from './support/api';
import type { Operation, OperationKind, Schedule } from './schedule';

/**
 * How long one logical request keeps retrying before its outcome counts as
 * unknown: longer than the gateway's idempotency claim (60 s), which a
 * gateway killed mid-request leaves behind until it expires.
 */
const OPERATION_DEADLINE_MS = 90_000;

const minorText = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

interface Player {
  username: string;
  password: string;
  client: ApiClient;
  /** Resolves true once signed up (and signed in), false if that never happened. */
  ready: Promise<boolean>;
  referralCode: string | null;
}

/** What the server acknowledged to a client: it must still hold at the end. */
export interface Acknowledged {
  purchases: Array<{ id: string; quantity: number; username: string }>;
  deposits: Map<string, { decision: 'pending' | 'approved' | 'rejected'; amountMinor: number }>;
  withdrawals: Map<string, { decision: 'pending' | 'processing' | 'completed' | 'rejected'; amountMinor: number }>;
  /** Two copies of one request (same key) that got different final answers. */
  idempotencyViolations: string[];
  /** Answers that no fault explains (e.g. a conflict on the admin's own single decision). */
  unexpected: string[];
}

export interface WorkloadResult {
  outcomes: Map<OperationKind, Map<string, number>>;
  acknowledged: Acknowledged;
  usernames: string[];
}

export interface WorkloadContext {
  baseUrl: string;
  schedule: Schedule;
  runId: string;
  admin: ApiClient;
  paymentMethodId: string;
  /** Moves a draw's date to now (an admin may run a draw by hand only once its date has come), and reads whether it still is. */
  drawDates: { makeDue(drawId: string): Promise<void>; isDue(drawId: string): Promise<boolean> };
  stats: RetryStats;
  /** Set when the run is over: operations not yet started are skipped. */
  stopped: () => boolean;
}

/** Signs the admin in and creates what players need: a payment method and one draw per series. */
export async function prepare(baseUrl: string, admin: { username: string; password: string }, schedule: Schedule, stats: RetryStats): Promise<{ client: ApiClient; paymentMethodId: string }> {
  const client = new ApiClient(baseUrl, stats);
  const deadline = Date.now() + 60_000;
  expectOk(await client.call('POST', '/api/login', { json: admin }, deadline), 'admin sign-in');
  const method = expectOk(
    await client.call(
      'POST',
      '/api/admin/payment-methods',
      { json: { name: 'Chaos Bank', type: 'bank_transfer', bankName: 'Bank of Entropy', accountName: 'Nova Jackpot', accountNumber: '0000-2500', minAmount: '10.00', maxAmount: '100000.00' } },
      deadline,
    ),
    'payment method',
  ) as { id: string };
  const drawDate = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  for (const series of schedule.series) {
    if (series.flash) {
      expectOk(await openFlashDraw(client, series.name, 20_000, deadline), `draw ${series.name}`);
      continue;
    }
    expectOk(
      await client.call('POST', '/api/draws', { json: { name: series.name, period: 'daily', ticketPrice: series.ticketPrice, maxTickets: 1_000_000, drawDate } }, deadline),
      `draw ${series.name}`,
    );
  }
  return { client, paymentMethodId: method.id };
}

function openFlashDraw(client: ApiClient, name: string, dueInMs: number, deadline: number): Promise<Outcome> {
  const drawDate = new Date(Date.now() + dueInMs).toISOString();
  return client.call('POST', '/api/draws', { json: { name, period: 'custom', ticketPrice: '1.00', maxTickets: 1_000_000, drawDate } }, deadline);
}

function expectOk(outcome: Outcome, what: string): unknown {
  if (outcome.kind !== 'ok') throw new Error(`setup failed (${what}): ${JSON.stringify(outcome)}`);
  return outcome.body;
}

/** Starts every operation at its offset (concurrently: players do not wait for each other) and resolves when all have ended. */
export async function runWorkload(context: WorkloadContext): Promise<WorkloadResult> {
  const { schedule } = context;
  const outcomes = new Map<OperationKind, Map<string, number>>();
  const acknowledged: Acknowledged = { purchases: [], deposits: new Map(), withdrawals: new Map(), idempotencyViolations: [], unexpected: [] };
  const count = (kind: OperationKind, label: string) => {
    const byLabel = outcomes.get(kind) ?? new Map<string, number>();
    byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
    outcomes.set(kind, byLabel);
  };
  const players: Player[] = [];
  const readiness = new Map<number, (value: boolean) => void>();
  for (let index = 0; index < schedule.players; index += 1) {
    let resolve: (value: boolean) => void = () => undefined;
    const ready = new Promise<boolean>((done) => (resolve = done));
    readiness.set(index, resolve);
    players.push({ username: `pilot_${context.runId}_${index}`, password: `orbit-2500-${index}`, client: new ApiClient(context.baseUrl, context.stats), ready, referralCode: null });
  }

  const started = Date.now();
  const runs = schedule.operations.map(async (operation, index) => {
    await sleep(Math.max(0, started + operation.at - Date.now()));
    if (context.stopped()) return count(operation.kind, 'skipped: run over');
    const label = await perform(context, operation, index, players, readiness, acknowledged).catch((error: unknown) => `error: ${(error as Error).message}`);
    count(operation.kind, label);
  });
  await Promise.all(runs);
  return { outcomes, acknowledged, usernames: players.map((player) => player.username) };
}

async function perform(
  context: WorkloadContext,
  operation: Operation,
  index: number,
  players: Player[],
  readiness: Map<number, (value: boolean) => void>,
  acknowledged: Acknowledged,
): Promise<string> {
  const deadline = Date.now() + OPERATION_DEADLINE_MS;
  const key = `chaos-${context.runId}-${index}`;
  if (operation.kind === 'register') {
    const player = players[operation.player]!;
    const done = await register(player, operation.referrer === null ? null : players[operation.referrer]!, deadline);
    readiness.get(operation.player)?.(done.ok);
    return done.label;
  }
  if (operation.kind === 'draw') return runDraw(context, operation.series, deadline, acknowledged);
  if (operation.kind === 'flash') {
    const flash = context.schedule.series.find((series) => series.flash)!;
    // Retrying past the due date would only be refused (the date must be in the future).
    const opened = await openFlashDraw(context.admin, flash.name, operation.dueInMs, Math.min(deadline, Date.now() + operation.dueInMs - 2000));
    // A retry after a lost answer may open a second one; both are real draws and are checked alike.
    return opened.kind === 'ok' ? 'opened' : opened.kind === 'refused' ? `refused: ${opened.code}` : 'unknown';
  }

  const player = players[operation.player]!;
  if (!(await player.ready)) return 'skipped: player not signed up';
  switch (operation.kind) {
    case 'deposit':
      return deposit(context, player, operation, key, deadline, acknowledged);
    case 'purchase':
      return purchase(context, player, operation, key, deadline, acknowledged);
    case 'withdrawal':
      return withdraw(context, player, operation, key, deadline, acknowledged);
    case 'subscribe':
      return subscribe(context, player, operation, deadline);
  }
}

async function register(player: Player, referrer: Player | null, deadline: number): Promise<{ ok: boolean; label: string }> {
  const referralCode = referrer && (await referrer.ready) ? referrer.referralCode : null;
  const body = { username: player.username, password: player.password, referralCode: referralCode ?? undefined };
  const answer = await player.client.call('POST', '/api/register', { json: body }, deadline);
  let label = answer.kind === 'ok' ? (referralCode ? 'registered (referred)' : 'registered') : `refused: ${answer.kind === 'refused' ? answer.code : answer.reason}`;
  // A lost answer to a sign-up that did happen: the retry finds the name taken, so sign in instead.
  if (answer.kind === 'refused' && answer.code === 'USERNAME_TAKEN') {
    const login = await player.client.call('POST', '/api/login', { json: { username: player.username, password: player.password } }, deadline);
    if (login.kind === 'ok') label = 'registered (answer lost, signed in)';
  }
  const me = await player.client.call('GET', '/api/user', {}, deadline);
  if (me.kind !== 'ok') return { ok: false, label: answer.kind === 'unknown' ? 'unknown' : label };
  player.referralCode = (me.body as { referralCode?: string }).referralCode ?? null;
  // Withdrawals go only to a saved payout method of the player's own.
  await player.client.call('POST', '/api/profile/update', { json: { paymentMethods: [PAYOUT_METHOD] } }, deadline);
  return { ok: true, label };
}

const PAYOUT_METHOD_ID = 'chaos-bank';
const PAYOUT_METHOD = { id: PAYOUT_METHOD_ID, type: 'bank', name: 'Chaos payout', details: { bankName: 'Bank of Entropy', accountName: 'Player', accountNumber: 'NJ00 0000' } };

/** Sends a request once, or as two concurrent copies with the same key; both copies must agree. */
async function once(send: () => Promise<Outcome>, duplicate: boolean, what: string, acknowledged: Acknowledged): Promise<Outcome> {
  if (!duplicate) return send();
  const [first, second] = await Promise.all([send(), send()]);
  const summary = (outcome: Outcome) =>
    outcome.kind === 'ok' ? `ok ${(outcome.body as { id?: string }).id}` : outcome.kind === 'refused' ? `refused ${outcome.code}` : 'unknown';
  if (first.kind !== 'unknown' && second.kind !== 'unknown' && summary(first) !== summary(second)) {
    acknowledged.idempotencyViolations.push(`${what}: ${summary(first)} vs ${summary(second)}`);
  }
  return first.kind === 'unknown' ? second : first;
}

async function deposit(
  context: WorkloadContext,
  player: Player,
  operation: Extract<Operation, { kind: 'deposit' }>,
  key: string,
  deadline: number,
  acknowledged: Acknowledged,
): Promise<string> {
  const screenshot = makePng(32, 24, operation.at % 997);
  const form = () => {
    const data = new FormData();
    data.set('amount', minorText(operation.amountMinor));
    data.set('paymentMethod', context.paymentMethodId);
    data.set('screenshot', new Blob([new Uint8Array(screenshot)], { type: 'image/png' }), 'proof.png');
    return data;
  };
  const created = await once(() => player.client.call('POST', '/api/deposits', { form, key }, deadline), operation.duplicate, `deposit ${key}`, acknowledged);
  if (created.kind !== 'ok') return created.kind === 'refused' ? `refused: ${created.code}` : 'unknown: request';
  const id = (created.body as { id: string }).id;
  acknowledged.deposits.set(id, { decision: 'pending', amountMinor: operation.amountMinor });
  await sleep(operation.decideAfterMs);
  const decided = await context.admin.call('PATCH', `/api/admin/deposits/${id}`, { json: { status: operation.decision } }, Date.now() + OPERATION_DEADLINE_MS);
  if (decided.kind === 'ok') {
    acknowledged.deposits.set(id, { decision: operation.decision, amountMinor: operation.amountMinor });
    return operation.decision;
  }
  if (decided.kind === 'refused') acknowledged.unexpected.push(`deposit ${id} ${operation.decision}: ${decided.status} ${decided.code} ${decided.message}`);
  return decided.kind === 'refused' ? `decision refused: ${decided.code}` : 'unknown: decision';
}

async function purchase(
  context: WorkloadContext,
  player: Player,
  operation: Extract<Operation, { kind: 'purchase' }>,
  key: string,
  deadline: number,
  acknowledged: Acknowledged,
): Promise<string> {
  const drawId = await activeDrawId(player.client, context.schedule.series[operation.series]!.name, deadline);
  if (drawId === 'none') return 'skipped: no draw on sale';
  if (drawId === 'unknown') return 'unknown: draw list';
  const bought = await once(
    () => player.client.call('POST', '/api/tickets/buy', { json: { drawId, quantity: operation.quantity }, key }, deadline),
    operation.duplicate,
    `purchase ${key}`,
    acknowledged,
  );
  if (bought.kind === 'ok') {
    const body = bought.body as { id: string; quantity: number; tickets: unknown[] };
    if (body.tickets.length !== operation.quantity) acknowledged.unexpected.push(`purchase ${body.id}: ${body.tickets.length} tickets for ${operation.quantity}`);
    acknowledged.purchases.push({ id: body.id, quantity: operation.quantity, username: player.username });
    return 'bought';
  }
  if (bought.kind === 'refused' && bought.code === 'IDEMPOTENCY_CONFLICT') acknowledged.unexpected.push(`purchase ${key}: ${bought.message}`);
  return bought.kind === 'refused' ? `refused: ${bought.code}` : 'unknown';
}

/**
 * Subscribes through any draw of the series on sale. Subscribing moves no money (each buy is
 * its own keyed purchase), so a retry after a lost answer may add a second subscription:
 * both are real and checked alike.
 */
async function subscribe(context: WorkloadContext, player: Player, operation: Extract<Operation, { kind: 'subscribe' }>, deadline: number): Promise<string> {
  const drawId = await activeDrawId(player.client, context.schedule.series[operation.series]!.name, deadline);
  if (drawId === 'none') return 'skipped: no draw on sale';
  if (drawId === 'unknown') return 'unknown: draw list';
  const body = { drawId, ticketsPerDraw: operation.ticketsPerDraw, drawLimit: operation.drawLimit };
  const created = await player.client.call('POST', '/api/subscriptions', { json: body }, deadline);
  return created.kind === 'ok' ? 'subscribed' : created.kind === 'refused' ? `refused: ${created.code}` : 'unknown';
}

async function withdraw(
  context: WorkloadContext,
  player: Player,
  operation: Extract<Operation, { kind: 'withdrawal' }>,
  key: string,
  deadline: number,
  acknowledged: Acknowledged,
): Promise<string> {
  const body = { amount: minorText(operation.amountMinor), paymentMethodId: PAYOUT_METHOD_ID };
  const created = await once(() => player.client.call('POST', '/api/withdrawals', { json: body, key }, deadline), operation.duplicate, `withdrawal ${key}`, acknowledged);
  if (created.kind !== 'ok') return created.kind === 'refused' ? `refused: ${created.code}` : 'unknown: request';
  const id = (created.body as { id: string }).id;
  acknowledged.withdrawals.set(id, { decision: 'pending', amountMinor: operation.amountMinor });
  await sleep(operation.decideAfterMs);
  const steps: Array<'processing' | 'completed' | 'rejected'> = operation.viaProcessing ? ['processing', operation.decision] : [operation.decision];
  for (const status of steps) {
    const decided = await context.admin.call('PATCH', `/api/admin/withdrawals/${id}`, { json: { status } }, Date.now() + OPERATION_DEADLINE_MS);
    if (decided.kind === 'refused') {
      acknowledged.unexpected.push(`withdrawal ${id} ${status}: ${decided.status} ${decided.code} ${decided.message}`);
      return `decision refused: ${decided.code}`;
    }
    if (decided.kind === 'unknown') return 'unknown: decision';
    acknowledged.withdrawals.set(id, { decision: status, amountMinor: operation.amountMinor });
  }
  return operation.decision;
}

async function runDraw(context: WorkloadContext, series: number, deadline: number, acknowledged: Acknowledged): Promise<string> {
  const drawId = await activeDrawId(context.admin, context.schedule.series[series]!.name, deadline);
  if (drawId === 'none') return 'skipped: no draw on sale';
  if (drawId === 'unknown') return 'unknown: draw list';
  await context.drawDates.makeDue(drawId);
  const ran = await context.admin.call('POST', `/api/draws/${drawId}/trigger`, {}, deadline);
  if (ran.kind === 'ok') return 'ran';
  if (ran.kind === 'unknown') return 'unknown';
  // A retry after a lost answer finds the draw already run.
  if (ran.code === 'CONFLICT' && ran.attempts > 1) return 'ran (answer lost)';
  // The scheduler may run a due draw before the admin does.
  if (ran.code === 'CONFLICT') return 'ran by the scheduler first';
  if (ran.code === 'DRAW_NOT_DUE') {
    // The scheduler found it due and empty first and moved it one period on; otherwise nothing explains the refusal.
    if (!(await context.drawDates.isDue(drawId))) return 'rolled forward by the scheduler first';
    acknowledged.unexpected.push(`draw ${drawId} run: ${ran.status} ${ran.code} ${ran.message}`);
  }
  return `refused: ${ran.code}`;
}

/** The draw of a series now on sale: its id, 'none' when there is none, or 'unknown' when the list could not be read. */
async function activeDrawId(client: ApiClient, name: string, deadline: number): Promise<string> {
  const answer = await client.call('GET', '/api/draws/active', {}, deadline);
  if (answer.kind !== 'ok' || !Array.isArray(answer.body)) return 'unknown';
  const draws = answer.body as Array<{ id: string; name: string; status: string; drawDate: string }>;
  const onSale = draws.filter((draw) => draw.name === name && draw.status === 'active' && Date.parse(draw.drawDate) > Date.now());
  return onSale[0]?.id ?? 'none';
}
