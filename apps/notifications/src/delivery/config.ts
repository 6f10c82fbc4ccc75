import { z } from 'zod';
import { secret } from '@nova/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The players' notification deliveries and the email channel (issue 19). */
export const deliveryConfig = {
  /** Outgoing mail: smtp:// or smtps://; unset keeps mail in this service's local outbox. */
  SMTP_URL: secret(z.url().refine((url) => /^smtps?:\/\//.test(url), 'expected smtp:// or smtps://')).optional(),
  /** The sender of notification mail. */
  MAIL_FROM: z.string().min(3).default('Nova Jackpot <no-reply@nova-jackpot.local>'),
  /** Where players open the web app: the links in messages point there. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Tries per delivery before it is marked failed (and logged). */
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** First retry delay; doubles each try up to the cap. */
  DELIVERY_RETRY_BASE_MS: positiveInt(30_000),
  DELIVERY_RETRY_CAP_MS: positiveInt(3_600_000),
  /** How long a claimed delivery is kept from other replicas while it is sent. */
  DELIVERY_LEASE_MS: positiveInt(120_000),
  /** How often each replica looks for due deliveries. */
  DELIVERY_INTERVAL_MS: positiveInt(2_000),
  /** Off in tests that run the worker by hand. */
  DELIVERY_WORKER_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};
