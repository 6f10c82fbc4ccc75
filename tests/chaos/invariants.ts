import { Client } from 'pg';
import { connect } from 'nats';
import { serviceDatabaseUrl, SERVICES } from './support/services';
import { subscriptionViolations } from './subscription-invariants';
import type { Acknowledged } from './workload';

export interface Check {
  name: string;
  ok: boolean;
  /** What was compared, or the first violations. */
  detail: string;
}

export interface Databases {
  query<T>(service: (typeof SERVICES)[number], text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openDatabases(postgresUrl: string, prefix: string): Promise<Databases> {
  const clients = new Map<string, Client>();
  for (const service of SERVICES) {
    const client = new Client({ connectionString: serviceDatabaseUrl(postgresUrl, prefix, service) });
    await client.connect();
    clients.set(service, client);
  }
  return {
    async query<T>(service: string, text: string, params: unknown[] = []) {
      return (await clients.get(service)!.query(text, params)).rows as T[];
    },
    async close() {
      await Promise.all([...clients.values()].map((client) => client.end()));
    },
  };
}

interface ConsumerState {
  durable: string;
  subject: string;
  pending: number;
  ackPending: number;
}

/** Durable consumers of this run's stream: what each subscribes to and what it has not yet acknowledged. */
export async function consumerStates(natsUrl: string, prefix: string): Promise<ConsumerState[]> {
  const nats = await connect({ servers: natsUrl });
  try {
    const manager = await nats.jetstreamManager();
    const states: ConsumerState[] = [];
    for await (const info of manager.consumers.list(`${prefix.toUpperCase()}_EVENTS`)) {
      const filter = info.config.filter_subject ?? '';
      states.push({
        // Consumers are named `${durable}__${subject}` (nats-names.ts); handleOnce records the durable.
        durable: (info.config.durable_name ?? info.name).split('__')[0]!,
        subject: filter.slice(`${prefix}.events.`.length),
        pending: info.num_pending,
        ackPending: info.num_ack_pending,
      });
    }
    return states;
  } finally {
    await nats.close();
  }
}

/** Work the services still owe (reconcilers, relays, consumers); the run waits for all of it to reach zero. */
export async function outstandingWork(databases: Databases, natsUrl: string, prefix: string): Promise<Record<string, number>> {
  const one = async (service: (typeof SERVICES)[number], sql: string) => Number((await databases.query<{ n: string }>(service, sql))[0]?.n ?? 0);
  const work: Record<string, number> = {
    'purchases pending or refunding': await one('draws', "SELECT count(*) AS n FROM purchases WHERE status IN ('pending', 'refunding')"),
    'subscription draws claimed, not decided': await one('draws', "SELECT count(*) AS n FROM subscription_draws WHERE status = 'claimed'"),
    'promised payouts unpaid': await one('draws', "SELECT count(*) AS n FROM payouts WHERE status = 'pending' AND approved_at IS NOT NULL"),
    'approved deposits not credited': await one('payments', "SELECT count(*) AS n FROM deposits WHERE status = 'approved' AND credit_transfer_id IS NULL"),
    'withdrawal holds unanswered': await one('payments', "SELECT count(*) AS n FROM withdrawals WHERE hold_state = 'holding'"),
    'final withdrawals not settled or released': await one(
      'payments',
      "SELECT count(*) AS n FROM withdrawals WHERE status IN ('completed', 'rejected') AND final_transfer_id IS NULL",
    ),
    'referral bonuses unpaid': await one('identity', 'SELECT count(*) AS n FROM referral_bonuses WHERE transfer_id IS NULL'),
  };
  let unpublished = 0;
  for (const service of SERVICES) unpublished += await one(service, 'SELECT count(*) AS n FROM outbox WHERE published_at IS NULL');
  work['outbox rows unpublished'] = unpublished;
  const consumers = await consumerStates(natsUrl, prefix);
  work['events not yet acknowledged'] = consumers.reduce((sum, consumer) => sum + consumer.pending + consumer.ackPending, 0);
  return work;
}

interface Transfer {
  id: string;
  idempotency_key: string;
  kind: string;
  operation: string;
  user_id: string;
  amount_minor: string;
}

const sample = (items: string[]) => (items.length === 0 ? '' : `${items.length}: ${items.slice(0, 5).join('; ')}`);

/** Every invariant the run promises, checked on the databases once the services have settled. */
export async function checkInvariants(databases: Databases, natsUrl: string, prefix: string, acknowledged: Acknowledged): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, violations: string[], detail: string) =>
    checks.push({ name, ok: violations.length === 0, detail: violations.length === 0 ? detail : sample(violations) });

  // Ledger.
  const accounts = await databases.query<{ id: string; kind: string; code: string | null; owner_user_id: string | null; balance_minor: string }>(
    'wallet',
    'SELECT id, kind, code, owner_user_id, balance_minor FROM accounts',
  );
  const transfers = await databases.query<Transfer & { debit_account_id: string; credit_account_id: string }>('wallet', 'SELECT * FROM transfers');
  const total = accounts.reduce((sum, account) => sum + BigInt(account.balance_minor), 0n);
  check('ledger: all balances sum to zero', total === 0n ? [] : [`sum is ${total}`], `${accounts.length} accounts, sum 0`);
  const moved = new Map<string, bigint>();
  for (const transfer of transfers) {
    moved.set(transfer.credit_account_id, (moved.get(transfer.credit_account_id) ?? 0n) + BigInt(transfer.amount_minor));
    moved.set(transfer.debit_account_id, (moved.get(transfer.debit_account_id) ?? 0n) - BigInt(transfer.amount_minor));
  }
  check(
    'ledger: every balance equals its transfers',
    accounts.filter((account) => BigInt(account.balance_minor) !== (moved.get(account.id) ?? 0n)).map((account) => `${account.code ?? account.owner_user_id} ${account.kind}: ${account.balance_minor} vs ${moved.get(account.id) ?? 0n}`),
    `${transfers.length} transfers replayed`,
  );
  const userAccounts = accounts.filter((account) => account.kind !== 'system');
  check(
    'ledger: no negative player balance',
    userAccounts.filter((account) => BigInt(account.balance_minor) < 0n).map((account) => `${account.owner_user_id} ${account.kind} ${account.balance_minor}`),
    `${userAccounts.length} player accounts >= 0`,
  );
  const byKey = new Map(transfers.map((transfer) => [transfer.idempotency_key, transfer]));
  const keysOf = (prefix: string) => transfers.filter((transfer) => transfer.idempotency_key.startsWith(prefix));

  // Purchases: fully applied (debit + tickets) or not at all (no debit, no tickets) or fully undone (debit + refund).
  const purchases = await databases.query<{ id: string; status: string; quantity: number; total_minor: string; draw_id: string; user_id: string }>(
    'draws',
    'SELECT id, status, quantity, total_minor, draw_id, user_id FROM purchases',
  );
  const ticketRows = await databases.query<{ purchase_id: string; n: string; refunded: string }>(
    'draws',
    "SELECT purchase_id, count(*) AS n, count(*) FILTER (WHERE status = 'refunded') AS refunded FROM tickets GROUP BY purchase_id",
  );
  const ticketsOf = new Map(ticketRows.map((row) => [row.purchase_id, { n: Number(row.n), refunded: Number(row.refunded) }]));
  const purchaseViolations: string[] = [];
  // A purchase paid from cash and bonus money is two transfers (`<key>` and `<key>#bonus`), and so is its refund.
  const legsOf = (key: string): Transfer[] => [byKey.get(key), byKey.get(`${key}#bonus`)].flatMap((transfer) => (transfer ? [transfer] : []));
  const amountOf = (legs: Transfer[]) => (legs.length === 0 ? 'none' : legs.map((leg) => leg.amount_minor).join('+'));
  const sumOf = (legs: Transfer[]) => legs.reduce((sum, leg) => sum + BigInt(leg.amount_minor), 0n);
  for (const purchase of purchases) {
    const debit = legsOf(`purchase:${purchase.id}`);
    const refund = legsOf(`purchase-refund:${purchase.id}`);
    const tickets = ticketsOf.get(purchase.id) ?? { n: 0, refunded: 0 };
    const paid = debit.length > 0 && sumOf(debit) === BigInt(purchase.total_minor) && debit.every((leg) => leg.kind === 'ticket_purchase');
    const refunded = refund.length > 0 && sumOf(refund) === BigInt(purchase.total_minor) && refund.every((leg) => leg.kind === 'ticket_refund');
    const fine =
      (purchase.status === 'completed' && paid && refund.length === 0 && tickets.n === purchase.quantity && tickets.refunded === 0) ||
      (purchase.status === 'failed' && debit.length === 0 && refund.length === 0 && tickets.n === 0) ||
      (purchase.status === 'refunded' && paid && refunded && tickets.n === tickets.refunded);
    if (!fine) purchaseViolations.push(`${purchase.id} ${purchase.status}: debit ${amountOf(debit)}, refund ${amountOf(refund)}, tickets ${tickets.n}/${purchase.quantity}`);
  }
  const purchaseIds = new Set(purchases.map((purchase) => purchase.id));
  for (const transfer of [...keysOf('purchase:'), ...keysOf('purchase-refund:')]) {
    const [, rest = ''] = transfer.idempotency_key.split(':');
    if (!purchaseIds.has(rest.replace(/#bonus$/, ''))) purchaseViolations.push(`orphan ${transfer.idempotency_key}`);
  }
  const counts = (status: string) => purchases.filter((purchase) => purchase.status === status).length;
  check(
    'purchases: all or nothing (debit + tickets, nothing, or debit + refund)',
    purchaseViolations,
    `${purchases.length} purchases: ${counts('completed')} completed, ${counts('failed')} failed, ${counts('refunded')} refunded`,
  );
  const draws = await databases.query<{ id: string; name: string; status: string; tickets_sold: number; tickets_reserved: number; sales_minor: string }>(
    'draws',
    // An open draw's totals are its purchases' (draw_live_sales); settlement freezes them into the row.
    `SELECT d.id, d.name, d.status,
       CASE WHEN d.status IN ('upcoming', 'active') THEN coalesce(s.tickets_sold, 0) ELSE d.tickets_sold END AS tickets_sold,
       CASE WHEN d.status IN ('upcoming', 'active') THEN coalesce(s.tickets_reserved, 0) ELSE d.tickets_reserved END AS tickets_reserved,
       CASE WHEN d.status IN ('upcoming', 'active') THEN coalesce(s.sales_minor, 0) ELSE d.sales_minor END AS sales_minor
     FROM draws d LEFT JOIN draw_live_sales s ON s.draw_id = d.id`,
  );
  const drawViolations: string[] = [];
  for (const draw of draws) {
    const sold = purchases.filter((purchase) => purchase.draw_id === draw.id && purchase.status === 'completed');
    const quantity = sold.reduce((sum, purchase) => sum + purchase.quantity, 0);
    const sales = sold.reduce((sum, purchase) => sum + BigInt(purchase.total_minor), 0n);
    if (draw.tickets_sold !== quantity || BigInt(draw.sales_minor) !== sales) drawViolations.push(`${draw.id}: sold ${draw.tickets_sold} vs ${quantity}, sales ${draw.sales_minor} vs ${sales}`);
    if (draw.status === 'active' && draw.tickets_reserved !== draw.tickets_sold) drawViolations.push(`${draw.id}: reserved ${draw.tickets_reserved} but sold ${draw.tickets_sold}`);
  }
  check('draws: tickets sold and sales equal their completed purchases', drawViolations, `${draws.length} draws (${draws.filter((draw) => draw.status === 'completed').length} run)`);
  const missingPurchases = acknowledged.purchases
    .filter((ack) => !purchases.some((purchase) => purchase.id === ack.id && purchase.status === 'completed' && purchase.quantity === ack.quantity))
    .map((ack) => ack.id);
  check('purchases: every one a player was told succeeded is completed', missingPurchases, `${acknowledged.purchases.length} acknowledged purchases`);

  const subscriptions = await subscriptionViolations(databases);
  check('subscriptions: no subscription bought twice for one draw; every buy decided and announced once', subscriptions.violations, subscriptions.detail);

  // Payouts: each paid prize credited once, under its key.
  const payouts = await databases.query<{ id: string; status: string; amount_minor: string; approved_at: Date | null }>('draws', 'SELECT id, status, amount_minor, approved_at FROM payouts');
  const payoutViolations: string[] = [];
  for (const payout of payouts) {
    const credit = byKey.get(`payout:${payout.id}`);
    if (payout.status === 'paid' && credit?.amount_minor !== payout.amount_minor) payoutViolations.push(`${payout.id} paid, credit ${credit?.amount_minor ?? 'none'}`);
    if (payout.status !== 'paid' && credit) payoutViolations.push(`${payout.id} ${payout.status} but credited`);
  }
  for (const transfer of keysOf('payout:')) if (!payouts.some((payout) => `payout:${payout.id}` === transfer.idempotency_key)) payoutViolations.push(`orphan ${transfer.idempotency_key}`);
  check('payouts: every paid prize credited exactly once, no other', payoutViolations, `${payouts.length} payouts, ${payouts.filter((payout) => payout.status === 'paid').length} paid`);

  // Deposits.
  const deposits = await databases.query<{ id: string; status: string; amount_minor: string; user_id: string; credit_transfer_id: string | null }>(
    'payments',
    'SELECT id, status, amount_minor, user_id, credit_transfer_id FROM deposits',
  );
  const depositViolations: string[] = [];
  for (const deposit of deposits) {
    const credit = byKey.get(`deposit:${deposit.id}`);
    if (deposit.status === 'approved') {
      if (!credit || credit.amount_minor !== deposit.amount_minor || credit.user_id !== deposit.user_id || credit.id !== deposit.credit_transfer_id) {
        depositViolations.push(`${deposit.id} approved: credit ${credit?.amount_minor ?? 'none'} (recorded ${deposit.credit_transfer_id})`);
      }
    } else if (credit) {
      depositViolations.push(`${deposit.id} ${deposit.status} but credited ${credit.amount_minor}`);
    }
  }
  const depositCredits = transfers.filter((transfer) => transfer.kind === 'deposit');
  if (depositCredits.length !== deposits.filter((deposit) => deposit.status === 'approved').length) {
    depositViolations.push(`${depositCredits.length} deposit credits for ${deposits.filter((deposit) => deposit.status === 'approved').length} approvals`);
  }
  const decided = (status: string) => deposits.filter((deposit) => deposit.status === status).length;
  check(
    'deposits: every approved one credited exactly once, rejected and pending never',
    depositViolations,
    `${deposits.length} deposits: ${decided('approved')} approved, ${decided('rejected')} rejected, ${decided('pending')} pending`,
  );
  const depositAckViolations: string[] = [];
  for (const [id, ack] of acknowledged.deposits) {
    const row = deposits.find((deposit) => deposit.id === id);
    if (!row || (ack.decision !== 'pending' && row.status !== ack.decision) || Number(row.amount_minor) !== ack.amountMinor) depositAckViolations.push(`${id}: told ${ack.decision}, stored ${row?.status ?? 'nothing'}`);
  }
  check('deposits: every answer a client got is what is stored', depositAckViolations, `${acknowledged.deposits.size} acknowledged deposits`);

  // Withdrawals and holds.
  const withdrawals = await databases.query<{ id: string; status: string; hold_state: string; amount_minor: string; user_id: string; hold_transfer_id: string | null; final_transfer_id: string | null }>(
    'payments',
    'SELECT id, status, hold_state, amount_minor, user_id, hold_transfer_id, final_transfer_id FROM withdrawals',
  );
  const withdrawalViolations: string[] = [];
  const expectedHeld = new Map<string, bigint>();
  for (const withdrawal of withdrawals) {
    const hold = byKey.get(`withdrawal-hold:${withdrawal.id}`);
    const settle = byKey.get(`withdrawal-settle:${withdrawal.id}`);
    const release = byKey.get(`withdrawal-release:${withdrawal.id}`);
    const amount = withdrawal.amount_minor;
    const open = withdrawal.status === 'pending' || withdrawal.status === 'processing';
    const fine =
      (withdrawal.hold_state === 'refused' && !hold && !settle && !release && withdrawal.status === 'pending') ||
      (withdrawal.hold_state === 'held' &&
        hold?.amount_minor === amount &&
        hold.id === withdrawal.hold_transfer_id &&
        ((open && !settle && !release) ||
          (withdrawal.status === 'completed' && settle?.amount_minor === amount && !release) ||
          (withdrawal.status === 'rejected' && release?.amount_minor === amount && !settle)));
    if (!fine) {
      withdrawalViolations.push(
        `${withdrawal.id} ${withdrawal.status}/${withdrawal.hold_state}: hold ${hold?.amount_minor ?? 'none'}, settle ${settle?.amount_minor ?? 'none'}, release ${release?.amount_minor ?? 'none'}`,
      );
    }
    if (withdrawal.hold_state === 'held' && open) expectedHeld.set(withdrawal.user_id, (expectedHeld.get(withdrawal.user_id) ?? 0n) + BigInt(amount));
  }
  for (const account of userAccounts.filter((account) => account.kind === 'user_held')) {
    const expected = expectedHeld.get(account.owner_user_id!) ?? 0n;
    if (BigInt(account.balance_minor) !== expected) withdrawalViolations.push(`held balance of ${account.owner_user_id}: ${account.balance_minor}, open withdrawals ${expected}`);
  }
  for (const transfer of transfers.filter((transfer) => transfer.kind === 'withdrawal')) {
    if (!withdrawals.some((withdrawal) => transfer.idempotency_key.endsWith(`:${withdrawal.id}`))) withdrawalViolations.push(`orphan ${transfer.idempotency_key}`);
  }
  const state = (status: string) => withdrawals.filter((withdrawal) => withdrawal.status === status && withdrawal.hold_state === 'held').length;
  check(
    'withdrawals: holds, settles and releases match the status; held balances equal open withdrawals',
    withdrawalViolations,
    `${withdrawals.length} withdrawals: ${withdrawals.filter((withdrawal) => withdrawal.hold_state === 'refused').length} refused, ${state('pending') + state('processing')} open, ${state('completed')} completed, ${state('rejected')} rejected`,
  );
  const withdrawalAckViolations: string[] = [];
  for (const [id, ack] of acknowledged.withdrawals) {
    const row = withdrawals.find((withdrawal) => withdrawal.id === id);
    const final = ack.decision === 'completed' || ack.decision === 'rejected';
    if (!row || row.hold_state !== 'held' || (final && row.status !== ack.decision) || Number(row.amount_minor) !== ack.amountMinor) {
      withdrawalAckViolations.push(`${id}: told ${ack.decision}, stored ${row ? `${row.status}/${row.hold_state}` : 'nothing'}`);
    }
  }
  check('withdrawals: every answer a client got is what is stored', withdrawalAckViolations, `${acknowledged.withdrawals.size} acknowledged withdrawals`);

  // Referral bonuses: each paid once.
  const bonuses = await databases.query<{ referred_user_id: string; role: string; amount_minor: string; transfer_id: string | null }>('identity', 'SELECT * FROM referral_bonuses');
  const bonusViolations: string[] = [];
  for (const bonus of bonuses) {
    const credit = byKey.get(`referral:${bonus.referred_user_id}:${bonus.role}`);
    if (!credit || credit.amount_minor !== bonus.amount_minor || credit.id !== bonus.transfer_id) bonusViolations.push(`${bonus.referred_user_id} ${bonus.role}: ${credit?.amount_minor ?? 'none'}`);
  }
  if (keysOf('referral:').length !== bonuses.length) bonusViolations.push(`${keysOf('referral:').length} bonus credits for ${bonuses.length} bonuses`);
  check('referral bonuses: each promised bonus credited exactly once', bonusViolations, `${bonuses.length} bonuses`);

  // Events: every outbox row published, and handled exactly once by every durable consumer of its subject.
  const outbox: Array<{ id: string; subject: string; service: string; payload: Record<string, unknown> }> = [];
  for (const service of SERVICES) {
    const rows = await databases.query<{ id: string; subject: string; published_at: Date | null; payload: Record<string, unknown> }>(service, 'SELECT id, subject, published_at, payload FROM outbox');
    const unpublished = rows.filter((row) => row.published_at === null).length;
    if (unpublished > 0) checks.push({ name: `events: ${service} outbox published`, ok: false, detail: `${unpublished} unpublished` });
    outbox.push(...rows.map((row) => ({ ...row, service })));
  }
  const processed = new Map<string, Set<string>>();
  for (const service of SERVICES) {
    for (const row of await databases.query<{ consumer: string; event_id: string }>(service, 'SELECT consumer, event_id FROM processed_events')) {
      const seen = processed.get(row.consumer) ?? new Set<string>();
      seen.add(row.event_id);
      processed.set(row.consumer, seen);
    }
  }
  // A handler that repeats harmlessly keeps no marker (apps/notifications/src/player/sources.ts): handled means its effect is there.
  const drawPlayers = new Set((await databases.query<{ draw_id: string; user_id: string }>('notifications', 'SELECT draw_id, user_id FROM draw_players')).map((row) => `${row.draw_id}:${row.user_id}`));
  const effectSeen: Record<string, (event: (typeof outbox)[number]) => boolean> = {
    'notifications-players draws.ticket.purchased.v1': (event) => drawPlayers.has(`${String(event.payload.drawId)}:${String(event.payload.userId)}`),
  };
  const eventViolations: string[] = [];
  const consumers = await consumerStates(natsUrl, prefix);
  let deliveries = 0;
  for (const consumer of consumers) {
    const events = outbox.filter((row) => row.subject === consumer.subject);
    const handled = processed.get(consumer.durable) ?? new Set<string>();
    const seen = effectSeen[`${consumer.durable} ${consumer.subject}`] ?? ((event: (typeof outbox)[number]) => handled.has(event.id));
    const missing = events.filter((event) => !seen(event));
    deliveries += events.length - missing.length;
    if (missing.length > 0) eventViolations.push(`${consumer.durable} missed ${missing.length} ${consumer.subject}`);
    if (consumer.pending + consumer.ackPending > 0) eventViolations.push(`${consumer.durable} on ${consumer.subject}: ${consumer.pending} pending, ${consumer.ackPending} unacknowledged`);
  }
  const known = new Set(outbox.map((row) => row.id));
  for (const [consumer, ids] of processed) for (const id of ids) if (!known.has(id)) eventViolations.push(`${consumer} handled unknown event ${id}`);
  check(
    'events: every outbox event handled exactly once by each consumer of its subject',
    eventViolations,
    `${outbox.length} events, ${consumers.length} durable consumers, ${deliveries} (consumer, event) pairs handled once`,
  );
  const approvals = await databases.query<{ deposit_id: string }>('identity', 'SELECT deposit_id FROM approved_deposits');
  const approvedIds = new Set(deposits.filter((deposit) => deposit.status === 'approved').map((deposit) => deposit.id));
  check(
    'events: each approved deposit counted once towards the player level',
    approvals.length === approvedIds.size && approvals.every((row) => approvedIds.has(row.deposit_id)) ? [] : [`${approvals.length} recorded for ${approvedIds.size} approvals`],
    `${approvals.length} approvals recorded`,
  );

  check('idempotency: copies of one request (same key) got the same answer', acknowledged.idempotencyViolations, 'all duplicate pairs agreed');
  check('answers: no refusal that no fault explains', acknowledged.unexpected, 'none');
  return checks;
}
