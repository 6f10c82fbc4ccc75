import { Client } from 'pg';

/** What the wallet and draws databases say after a load, each figure checkable on its own. */
export interface LedgerProof {
  purchasesByStatus: Record<string, number>;
  completedPurchases: Array<{ id: string; userId: string; quantity: number; totalMinor: number; tickets: number }>;
  /** Purchases that are not completed but hold tickets (must be none). */
  ticketsOutsideCompleted: number;
  ticketsInDraw: number;
  drawTicketsSold: number;
  drawSalesMinor: number;
  /** Sum of every account balance, system ones included (double entry: 0). */
  ledgerSumMinor: number;
  negativeUserAccounts: number;
  /** Ticket debits by purchase id: how many transfers and their total. */
  debitsByPurchase: Map<string, { transfers: number; amountMinor: number }>;
  /** Ticket debits whose purchase is neither completed nor refunded. */
  orphanDebits: string[];
  refunds: number;
  /** Each player's available balance and everything credited or debited to it. */
  balances: Map<string, { availableMinor: number; creditedMinor: number; debitedMinor: number }>;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Purchases still `pending` or `refunding` (the reconciler's work). */
export async function unfinishedPurchases(drawsDbUrl: string): Promise<number> {
  return withClient(drawsDbUrl, async (db) => Number((await db.query("SELECT count(*) AS n FROM purchases WHERE status IN ('pending', 'refunding')")).rows[0].n));
}

export async function readLedgerProof(drawsDbUrl: string, walletDbUrl: string, drawId: string): Promise<LedgerProof> {
  const draws = await withClient(drawsDbUrl, async (db) => {
    const statuses = await db.query<{ status: string; n: string }>('SELECT status, count(*) AS n FROM purchases WHERE draw_id = $1 GROUP BY status', [drawId]);
    const purchases = await db.query<{ id: string; user_id: string; status: string; quantity: number; total_minor: string; tickets: string }>(
      `SELECT p.id, p.user_id, p.status, p.quantity, p.total_minor, count(t.id) AS tickets
       FROM purchases p LEFT JOIN tickets t ON t.purchase_id = p.id WHERE p.draw_id = $1 GROUP BY p.id`,
      [drawId],
    );
    const ticketCount = await db.query<{ n: string }>('SELECT count(*) AS n FROM tickets WHERE draw_id = $1', [drawId]);
    // An open draw's totals are its purchases' (draw_live_sales); settlement freezes them into the row.
    const draw = await db.query<{ tickets_sold: number; sales_minor: string }>(
      `SELECT d.id, d.name, d.status,
       CASE WHEN d.status IN ('upcoming', 'active') THEN coalesce(s.tickets_sold, 0) ELSE d.tickets_sold END AS tickets_sold,
       CASE WHEN d.status IN ('upcoming', 'active') THEN coalesce(s.tickets_reserved, 0) ELSE d.tickets_reserved END AS tickets_reserved,
       CASE WHEN d.status IN ('upcoming', 'active') THEN coalesce(s.sales_minor, 0) ELSE d.sales_minor END AS sales_minor
     FROM draws d LEFT JOIN draw_live_sales s ON s.draw_id = d.id WHERE d.id = $1`,
      [drawId],
    );
    return { statuses: statuses.rows, purchases: purchases.rows, ticketsInDraw: Number(ticketCount.rows[0]?.n), draw: draw.rows[0] };
  });
  const wallet = await withClient(walletDbUrl, async (db) => {
    const sum = await db.query<{ total: string }>('SELECT coalesce(sum(balance_minor), 0) AS total FROM accounts');
    const negative = await db.query<{ n: string }>("SELECT count(*) AS n FROM accounts WHERE kind <> 'system' AND balance_minor < 0");
    const debits = await db.query<{ purchase_id: string; transfers: string; amount: string }>(
      `SELECT substr(idempotency_key, length('purchase:') + 1) AS purchase_id, count(*) AS transfers, sum(amount_minor) AS amount
       FROM transfers WHERE kind = 'ticket_purchase' GROUP BY 1`,
    );
    const refunds = await db.query<{ n: string }>("SELECT count(*) AS n FROM transfers WHERE kind LIKE '%refund%'");
    const balances = await db.query<{ user_id: string; available: string; credited: string; debited: string }>(
      `SELECT a.owner_user_id AS user_id, a.balance_minor AS available,
         (SELECT coalesce(sum(amount_minor), 0) FROM transfers WHERE credit_account_id = a.id) AS credited,
         (SELECT coalesce(sum(amount_minor), 0) FROM transfers WHERE debit_account_id = a.id) AS debited
       FROM accounts a WHERE a.kind = 'user_available'`,
    );
    return { sum: Number(sum.rows[0]?.total), negative: Number(negative.rows[0]?.n), debits: debits.rows, refunds: Number(refunds.rows[0]?.n), balances: balances.rows };
  });

  const settledIds = new Set(draws.purchases.filter((row) => row.status === 'completed' || row.status === 'refunded').map((row) => row.id));
  return {
    purchasesByStatus: Object.fromEntries(draws.statuses.map((row) => [row.status, Number(row.n)])),
    completedPurchases: draws.purchases
      .filter((row) => row.status === 'completed')
      .map((row) => ({ id: row.id, userId: row.user_id, quantity: row.quantity, totalMinor: Number(row.total_minor), tickets: Number(row.tickets) })),
    ticketsOutsideCompleted: draws.purchases.filter((row) => row.status !== 'completed').reduce((sum, row) => sum + Number(row.tickets), 0),
    ticketsInDraw: draws.ticketsInDraw,
    drawTicketsSold: Number(draws.draw?.tickets_sold),
    drawSalesMinor: Number(draws.draw?.sales_minor),
    ledgerSumMinor: wallet.sum,
    negativeUserAccounts: wallet.negative,
    debitsByPurchase: new Map(wallet.debits.map((row) => [row.purchase_id, { transfers: Number(row.transfers), amountMinor: Number(row.amount) }])),
    orphanDebits: wallet.debits.map((row) => row.purchase_id).filter((id) => !settledIds.has(id)),
    refunds: wallet.refunds,
    balances: new Map(
      wallet.balances.map((row) => [row.user_id, { availableMinor: Number(row.available), creditedMinor: Number(row.credited), debitedMinor: Number(row.debited) }]),
    ),
  };
}
