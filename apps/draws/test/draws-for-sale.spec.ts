import type { Sql } from '@nova/platform';
import { DrawsForSale } from '../src/draws-for-sale';

/** A database that answers the draw read and counts how often it was asked. */
function countingSql(): Sql & { reads: number; price: number } {
  const sql = {
    reads: 0,
    price: 500,
    async query<T>(_text: string, params?: readonly unknown[]) {
      sql.reads += 1;
      const row = { id: params?.[0], status: 'active', draw_date: '2500-01-01T00:00:00Z', deleted_at: null, max_tickets: '100', ticket_price_minor: String(sql.price) };
      return { rows: params?.[0] === 'missing' ? [] : [row as T], rowCount: 1 };
    },
  };
  return sql;
}

describe('the draws a replica remembers for sales', () => {
  it('reads a draw once per interval, and again at once when asked for a fresh copy', async () => {
    let now = 1_000;
    const sql = countingSql();
    const draws = new DrawsForSale(() => now);
    expect(await draws.get(sql, 'd1')).toMatchObject({ id: 'd1', ticketPriceMinor: 500, maxTickets: 100, status: 'active' });
    await draws.get(sql, 'd1');
    expect(sql.reads).toBe(1);

    sql.price = 700;
    expect((await draws.get(sql, 'd1', { fresh: true }))?.ticketPriceMinor).toBe(700);
    expect(sql.reads).toBe(2);

    now += 1_999;
    await draws.get(sql, 'd1');
    expect(sql.reads).toBe(2);
    now += 1;
    await draws.get(sql, 'd1');
    expect(sql.reads).toBe(3);
  });

  it('keeps nothing for a draw that does not exist', async () => {
    const sql = countingSql();
    const draws = new DrawsForSale();
    expect(await draws.get(sql, 'missing')).toBeNull();
    expect(await draws.get(sql, 'missing')).toBeNull();
    expect(sql.reads).toBe(2);
  });
});
