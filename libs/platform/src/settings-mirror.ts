import type { ContentSettingsClient, ContentSettingsFigures, EventOf } from '@nova/contracts';
import type { Bus, Subscription } from './bus/types';
import type { Db, Sql } from './db/sql';
import type { Logger } from './logger';
import { handleOnce } from './outbox';

/**
 * The content service owns the admin settings; draws and identity apply some
 * of its figures. Each keeps a copy in its own database (table
 * `content_settings`, created by the service's migrations):
 * - content.settings.changed.v1 updates it (one replica handles each event);
 * - at start-up, content.settings.current.v1 fills it in (settings saved
 *   while this service was down), retried in the background until answered;
 * - every replica re-reads the copy on a short interval, so replicas that did
 *   not handle the event follow within `refreshMs`.
 * A newer copy is never replaced by an older one. The service reads the copy
 * through the returned client (`current()`, null until an admin has saved
 * settings once), at the moment of use.
 */
export interface SettingsMirrorOptions {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Durable consumer name of this service's settings consumer. */
  consumer: string;
  refreshMs?: number;
  /** Pause between start-up requests while the content service does not answer. */
  retryMs?: number;
}

export interface SettingsMirror extends ContentSettingsClient {
  /** Re-reads the stored copy and applies it. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

/** Stores figures unless a newer copy is already there. */
export async function storeContentSettings(sql: Sql, figures: ContentSettingsFigures, changedAt: string): Promise<void> {
  await sql.query(
    `INSERT INTO content_settings (id, figures, changed_at) VALUES (true, $1::jsonb, $2)
     ON CONFLICT (id) DO UPDATE SET figures = EXCLUDED.figures, changed_at = EXCLUDED.changed_at
     WHERE content_settings.changed_at <= EXCLUDED.changed_at`,
    [JSON.stringify(figures), changedAt],
  );
}

export async function readContentSettings(sql: Sql): Promise<ContentSettingsFigures | null> {
  const { rows } = await sql.query<{ figures: ContentSettingsFigures | string }>('SELECT figures FROM content_settings');
  const figures = rows[0]?.figures;
  if (figures === undefined) return null;
  return typeof figures === 'string' ? (JSON.parse(figures) as ContentSettingsFigures) : figures;
}

function figuresOf(event: EventOf<'content.settings.changed.v1'>): ContentSettingsFigures {
  const { id: _id, occurredAt: _occurredAt, ...figures } = event;
  return figures;
}

/** The mirror, not yet following: a service can hand its client to its deps before start-up. */
export function createSettingsMirror(options: SettingsMirrorOptions): SettingsMirror & { start(): Promise<void> } {
  const { db, bus, logger, consumer, refreshMs = 2000, retryMs = 5000 } = options;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let latest: Readonly<ContentSettingsFigures> | null = null;

  const refresh = async () => {
    latest = await readContentSettings(db);
  };
  const refreshQuietly = () => {
    refresh().catch((error: unknown) => logger.warn({ err: error }, 'could not re-read the content settings'));
  };

  let subscription: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;

  const askContent = async () => {
    try {
      const { changedAt, ...figures } = await bus.request('content.settings.current.v1', {}, { timeoutMs: 2000 });
      if (changedAt) await storeContentSettings(db, figures, changedAt);
      await refresh();
    } catch (error) {
      if (stopped) return;
      // Expected while services start in any order: retried, the configured defaults apply meanwhile.
      logger.info({ err: error }, 'content settings not available yet');
      retry = setTimeout(() => void askContent(), retryMs);
      retry.unref();
    }
  };

  return {
    current: () => latest,
    refresh,
    async start() {
      await refresh();
      subscription = await bus.subscribe('content.settings.changed.v1', consumer, async (event) => {
        await handleOnce(db, consumer, event, (tx) => storeContentSettings(tx, figuresOf(event), event.occurredAt));
        await refresh();
      });
      void askContent();
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

export async function startSettingsMirror(options: SettingsMirrorOptions): Promise<SettingsMirror> {
  const mirror = createSettingsMirror(options);
  await mirror.start();
  return mirror;
}
