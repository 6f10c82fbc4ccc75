import type { EventSubject, PublishedCopy, PublishedCopyClient, RequestSubject } from '@nova/contracts';
import type { Bus, Subscription } from './bus/types';
import type { Db, Sql } from './db/sql';
import type { Logger } from './logger';
import { handleOnce } from './outbox';

/**
 * Keeps a reader's copy of a document another service owns (declared by the
 * owner as a `PublishedCopy` in @nova/contracts), in the reader's database:
 * - the `changed` event updates it (one replica handles each event);
 * - at start-up, the `current` request fills it in (changes made while the
 *   reader was down), retried in the background until answered;
 * - every replica re-reads the copy on a short interval, so replicas that did
 *   not handle the event follow within `refreshMs`.
 * A newer copy is never replaced by an older one. Until the copy holds the
 * owner's figures, `current()` gives the owner's declared defaults.
 */
export interface CopyFollowerOptions {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Durable consumer name of this reader's consumer. */
  consumer: string;
  refreshMs?: number;
  /** Pause between start-up requests while the owner does not answer. */
  retryMs?: number;
}

export interface CopyFollower<F extends object> extends PublishedCopyClient<F> {
  start(): Promise<void>;
  /** Re-reads the stored copy and applies it. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

const tableName = /^[a-z_][a-z0-9_]*$/;

/** Stores figures unless a newer copy is already there. */
export async function storeCopy(sql: Sql, table: string, figures: object, changedAt: string): Promise<void> {
  await sql.query(
    `INSERT INTO ${table} (id, figures, changed_at) VALUES (true, $1::jsonb, $2)
     ON CONFLICT (id) DO UPDATE SET figures = EXCLUDED.figures, changed_at = EXCLUDED.changed_at
     WHERE ${table}.changed_at <= EXCLUDED.changed_at`,
    [JSON.stringify(figures), changedAt],
  );
}

async function readCopy(sql: Sql, table: string): Promise<object | null> {
  const { rows } = await sql.query<{ figures: object | string }>(`SELECT figures FROM ${table}`);
  const figures = rows[0]?.figures;
  if (figures === undefined) return null;
  return typeof figures === 'string' ? (JSON.parse(figures) as object) : figures;
}

/** The follower, not yet following: a service can hand it to its deps before start-up. */
/** How often a replica re-reads its copy by default: a replica that did not handle a change has it within this time. */
export const PUBLISHED_COPY_REFRESH_MS = 2000;

export function followPublishedCopy<E extends EventSubject, R extends RequestSubject, F extends object>(
  copy: PublishedCopy<E, R, F>,
  options: CopyFollowerOptions,
): CopyFollower<F> {
  if (!tableName.test(copy.table)) throw new Error(`not a table name: ${copy.table}`);
  const { db, bus, logger, consumer, refreshMs = PUBLISHED_COPY_REFRESH_MS, retryMs = 5000 } = options;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let subscription: Subscription | undefined;
  // Copies stored before a figure existed lack it: the owner's default fills it.
  let latest: Readonly<F> = copy.defaults;

  const refresh = async () => {
    const stored = await readCopy(db, copy.table);
    latest = Object.freeze({ ...copy.defaults, ...(stored as Partial<F> | null) });
  };
  const refreshQuietly = () => {
    refresh().catch((error: unknown) => logger.warn({ err: error, table: copy.table }, 'could not re-read a published copy'));
  };

  const askOwner = async () => {
    try {
      const reply = await bus.request(copy.current, {} as never, { timeoutMs: 2000 });
      const { figures, changedAt } = copy.figuresOfReply(reply);
      if (changedAt) await storeCopy(db, copy.table, figures, changedAt);
      await refresh();
    } catch (error) {
      if (stopped) return;
      // Expected while services start in any order: retried, the owner's defaults apply meanwhile.
      logger.info({ err: error, subject: copy.current }, 'published copy not available yet');
      retry = setTimeout(() => void askOwner(), retryMs);
      retry.unref();
    }
  };

  return {
    current: () => latest,
    refresh,
    async start() {
      await refresh();
      subscription = await bus.subscribe(copy.changed, consumer, async (event) => {
        await handleOnce(db, consumer, event, (tx) => storeCopy(tx, copy.table, copy.figuresOfEvent(event), event.occurredAt));
        await refresh();
      });
      void askOwner();
      timer = setInterval(refreshQuietly, refreshMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (retry) clearTimeout(retry);
      await subscription?.unsubscribe();
    },
  };
}
