import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { Sql } from '../db/sql';

/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail: over SMTP when a server is configured, otherwise into the
 * service's `mail_outbox` table (npm start), where an admin can read it.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// with optional user:password; unset: the local outbox. */
  smtpUrl?: string | undefined;
  /** The sender, e.g. `Nova Jackpot <no-reply@example.com>`. */
  from: string;
  /** Where the outbox lives: the service's database, which must hold `mail_outbox` (see identity migration 008). */
  db: Sql;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  // A pool keeps one connection warm between mails; nodemailer reconnects on its own.
  const transport = createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`, { from });
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ to, subject, text });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(db: Sql): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text }) {
      await db.query('INSERT INTO mail_outbox (id, to_address, subject, text_body) VALUES ($1, $2, $3, $4)', [randomUUID(), to, subject, text]);
    },
    close: () => undefined,
  };
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** The newest mails of the local outbox, newest first. */
export async function readMailOutbox(sql: Sql, limit = 50): Promise<OutboxMail[]> {
  const { rows } = await sql.query<{ id: string; to_address: string; subject: string; text_body: string; created_at: Date | string }>(
    'SELECT id, to_address, subject, text_body, created_at FROM mail_outbox ORDER BY created_at DESC, id LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.text_body, createdAt: new Date(row.created_at) }));
}
