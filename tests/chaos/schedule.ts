import { createHash } from 'node:crypto';
import { seededRandom } from './support/random';
import type { ServiceName } from './support/services';

/**
 * The whole run as data, decided up front from the seed: which player does
 * what and when, and which fault hits when. Outcomes still depend on timing,
 * but `CHAOS_SEED=<n>` replays the same requests and the same faults at the
 * same offsets (the summary prints a fingerprint of the schedule to compare).
 */
export type Operation =
  | { kind: 'register'; at: number; player: number; referrer: number | null }
  | { kind: 'deposit'; at: number; player: number; amountMinor: number; decision: 'approved' | 'rejected'; decideAfterMs: number; duplicate: boolean }
  | { kind: 'purchase'; at: number; player: number; series: number; quantity: number; duplicate: boolean }
  /** The player subscribes to a recurring series (issue 19): the scheduler then buys each of its draws for them. */
  | { kind: 'subscribe'; at: number; player: number; series: number; ticketsPerDraw: number; drawLimit: number | null }
  | {
      kind: 'withdrawal';
      at: number;
      player: number;
      amountMinor: number;
      decision: 'completed' | 'rejected';
      viaProcessing: boolean;
      decideAfterMs: number;
      duplicate: boolean;
    }
  | { kind: 'draw'; at: number; series: number }
  /** The admin opens a one-off draw due in `dueInMs`: the scheduler runs it (or an admin trigger races it). */
  | { kind: 'flash'; at: number; dueInMs: number };

export type OperationKind = Operation['kind'];

export type Fault =
  | { kind: 'kill'; at: number; service: ServiceName; downMs: number }
  | { kind: 'cut'; at: number; target: 'nats' | 'redis'; downMs: number };

export interface Schedule {
  seed: number;
  durationMs: number;
  players: number;
  series: SeriesPlan[];
  operations: Operation[];
  faults: Fault[];
  /** sha256 of the above: equal fingerprints mean the same schedule. */
  fingerprint: string;
}

export interface SeriesPlan {
  name: string;
  ticketPrice: string;
  /** One-off (custom) draws due within seconds, opened by `flash` operations. */
  flash?: boolean;
}

export interface ScheduleOptions {
  seed: number;
  durationMs: number;
  players: number;
  /** Mean operations started per second. */
  opsPerSecond: number;
  /** Mean gap between faults. */
  faultEveryMs: number;
}

const KILLABLE: ServiceName[] = ['wallet', 'draws', 'payments', 'identity', 'gateway', 'content', 'notifications'];

export function buildSchedule(options: ScheduleOptions): Schedule {
  const random = seededRandom(options.seed);
  const { durationMs, players } = options;
  const series: SeriesPlan[] = [
    { name: 'Chaos Daily', ticketPrice: '2.00' },
    { name: 'Chaos Weekly', ticketPrice: '5.00' },
    { name: 'Chaos Flash', ticketPrice: '1.00', flash: true },
  ];

  // A quarter of the players exist from the start; the rest sign up during the first 40 %.
  const registeredAt = new Map<number, number>();
  const operations: Operation[] = [];
  const founders = Math.max(2, Math.ceil(players / 4));
  for (let player = 0; player < players; player += 1) {
    const at = player < founders ? 0 : random.int(0, Math.floor(durationMs * 0.4));
    const earlier = [...registeredAt.entries()].filter(([, time]) => time < at).map(([id]) => id);
    const referrer = earlier.length > 0 && random.chance(0.4) ? random.pick(earlier) : null;
    registeredAt.set(player, at);
    operations.push({ kind: 'register', at, player, referrer });
  }

  for (let at = random.gap(1000 / options.opsPerSecond); at < durationMs; at += random.gap(1000 / options.opsPerSecond)) {
    const present = [...registeredAt.entries()].filter(([, time]) => time < at).map(([id]) => id);
    if (present.length === 0) continue;
    const kind = random.weighted({ deposit: 28, purchase: 45, withdrawal: 12, draw: 4, flash: 2, subscribe: 3 });
    const player = random.pick(present);
    const duplicate = random.chance(0.2);
    if (kind === 'deposit') {
      operations.push({
        kind,
        at,
        player,
        amountMinor: random.int(5, 50) * 1000,
        decision: random.chance(0.75) ? 'approved' : 'rejected',
        decideAfterMs: random.int(0, 3000),
        duplicate,
      });
    } else if (kind === 'purchase') {
      const quantity = random.chance(0.1) ? random.int(10, 25) : random.int(1, 4);
      operations.push({ kind, at, player, series: random.int(0, series.length - 1), quantity, duplicate });
    } else if (kind === 'withdrawal') {
      operations.push({
        kind,
        at,
        player,
        amountMinor: random.int(10, 80) * 100,
        decision: random.chance(0.6) ? 'completed' : 'rejected',
        viaProcessing: random.chance(0.5),
        decideAfterMs: random.int(0, 3000),
        duplicate,
      });
    } else if (kind === 'subscribe') {
      // Only recurring series can be subscribed to: not the flash (custom) one.
      const recurring = series.flatMap((plan, index) => (plan.flash ? [] : [index]));
      operations.push({ kind, at, player, series: random.pick(recurring), ticketsPerDraw: random.int(1, 6), drawLimit: random.chance(0.5) ? random.int(1, 3) : null });
    } else if (kind === 'flash') {
      operations.push({ kind, at, dueInMs: random.int(5000, 20_000) });
    } else {
      operations.push({ kind, at, series: random.int(0, series.length - 1) });
    }
  }
  operations.sort((a, b) => a.at - b.at);

  const faults: Fault[] = [];
  for (let at = 3000 + random.gap(options.faultEveryMs); at < durationMs; at += random.gap(options.faultEveryMs)) {
    const kind = random.weighted({ kill: 6, nats: 2, redis: 2 });
    if (kind === 'kill') faults.push({ kind: 'kill', at, service: random.pick(KILLABLE), downMs: random.int(200, 3000) });
    else faults.push({ kind: 'cut', at, target: kind, downMs: random.int(500, 5000) });
  }

  const body = { seed: options.seed, durationMs, players, series, operations, faults };
  const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { ...body, fingerprint };
}
