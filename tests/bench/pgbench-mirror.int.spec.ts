import { describe, expect, it } from '@jest/globals';
import { benchPgbenchPurchases, findPgbench, statementCosts } from '../../scripts/bench/pgbench';

/**
 * The benchmark's pgbench mirror runs the services' own purchase statements
 * (scripts/bench/pgbench.ts): a migration or a change to one of them that the
 * mirror no longer fits would otherwise surface only when someone runs
 * `npm run bench`. One short run checks the script still buys and pays
 * (the run itself checks every ticket, transfer, event and the ledger's sum)
 * and that each statement's cost is read back by name.
 */
describe('the purchase SQL benchmark', () => {
  const pgbench = findPgbench();
  const maybe = pgbench ? it : it.skip;

  maybe('buys one ticket per transaction, alone and with two clients, and names each statement', async () => {
    const { runs, single } = await benchPgbenchPurchases(pgbench as string, [2], 1000, 100);

    expect(single.run.clients).toBe(1);
    expect(single.run.statements.map((statement) => statement.name)).toEqual(['BEGIN', 'reserve', 'debit', 'complete', 'commit']);
    for (const statement of single.run.statements) expect(statement.meanMs).toBeGreaterThan(0);
    expect(single.run.transactions).toBeGreaterThan(0);
    // A purchase writes its purchase, transfer, balances, ticket and two events: well over a handful of records.
    expect(single.walRecordsPerTransaction).toBeGreaterThan(10);
    expect(runs.map((run) => run.clients)).toEqual([2]);
    expect(runs[0]?.transactions).toBeGreaterThan(0);
  }, 120_000);
});

describe('statementCosts', () => {
  it('reads pgbench -r lines, leaves out \\set commands and names TPC-B statements by their first words', () => {
    const stdout = [
      'tps = 538.648284 (without initial connection time)',
      'statement latencies in milliseconds and failures:',
      '         0.002           0  \\set aid random(1, 100000 * :scale)',
      '         0.098           0  BEGIN;',
      '         0.120           0  UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;',
      '         0.387           0  END;',
    ].join('\n');

    expect(statementCosts(stdout)).toEqual([
      { name: 'BEGIN', meanMs: 0.098 },
      { name: 'UPDATE pgbench_accounts', meanMs: 0.12 },
      { name: 'commit', meanMs: 0.387 },
    ]);
  });
});
