import { z } from 'zod';
import { baseConfigSchema, loadConfig, portSchema, secret } from '@nova/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const identityConfigSchema = baseConfigSchema
  .extend({
    PORT: portSchema(4001),
    /** First admin, ensured at start (docs/product-rules.md#access). Both or neither. */
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD: secret(z.string().min(1)).optional(),
    /**
     * Sign-in throttling (sign-in-throttle.ts): free attempts of one address
     * at one username before delays of 1×, 2×, 4× … the base delay, up to
     * the maximum; failures per username in a window beyond which addresses
     * that never signed in to it get no free attempts;
     * attempts per client address in a window.
     */
    LOGIN_FREE_ATTEMPTS_PER_ADDRESS: positiveInt(5),
    LOGIN_BASE_DELAY_SECONDS: positiveInt(1),
    LOGIN_MAX_DELAY_SECONDS: positiveInt(15 * 60),
    LOGIN_ATTEMPTS_PER_USERNAME: positiveInt(100),
    LOGIN_ATTEMPTS_PER_CLIENT_IP: positiveInt(50),
    LOGIN_ATTEMPT_WINDOW_SECONDS: positiveInt(15 * 60),
    /** Password-change attempts per user in the window above. */
    PASSWORD_CHANGE_ATTEMPTS: positiveInt(10),
    /** Same names and defaults as the gateway, which reads the sessions this service writes. */
    SESSION_IDLE_TTL_SECONDS: positiveInt(7 * 24 * 3600),
    SESSION_ABSOLUTE_TTL_SECONDS: positiveInt(30 * 24 * 3600),
    /** The platform's one currency (docs/product-rules.md#money): every bonus and threshold is in it. */
    BASE_CURRENCY: z.string().regex(/^[A-Z]{3}$/).default('MVR'),
    /** Outgoing mail (confirmation codes, password resets): smtp:// or smtps://; unset keeps mail in the local outbox (admin panel). */
    SMTP_URL: secret(z.url().refine((url) => /^smtps?:\/\//.test(url), 'expected smtp:// or smtps://')).optional(),
    /** The sender of outgoing mail. */
    MAIL_FROM: z.string().min(3).default('Nova Jackpot <no-reply@nova-jackpot.local>'),
    /** Where players open the web app: the links in mails point there. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Lifetime of an email confirmation code and link. */
    EMAIL_CODE_TTL_MINUTES: positiveInt(15),
    /** Lifetime of a password-reset link. */
    PASSWORD_RESET_TTL_MINUTES: positiveInt(30),
    /** Confirmation mails and reset requests per user / per client address in the window above. */
    ACCOUNT_MAILS_PER_TARGET: positiveInt(5),
    ACCOUNT_MAILS_PER_CLIENT_IP: positiveInt(20),
    /** Wrong email codes, password-reset tokens and two-factor codes per user / client address in the window above. */
    SECURITY_CODE_ATTEMPTS: positiveInt(10),
    /** The issuer shown in authenticator apps. */
    TOTP_ISSUER: z.string().min(1).max(40).default('Nova Jackpot'),
  })
  .superRefine((config, issues) => {
    if (Boolean(config.ADMIN_USERNAME) !== Boolean(config.ADMIN_PASSWORD)) {
      const missing = config.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      issues.addIssue({ code: 'custom', path: [missing], message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together' });
    }
  });

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export function loadIdentityConfig(env?: Record<string, string | undefined>): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
