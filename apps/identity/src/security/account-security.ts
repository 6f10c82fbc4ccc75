import { createRateLimiter, type Runtime } from '@nova/platform';
import { createMailer } from '@nova/platform/mail';
import type { IdentityConfig } from '../config';
import type { AccountSecurity } from '../deps';

/** The mailer, limits and settings of the account-security flows, from config. */
export function accountSecurityOf(runtime: Runtime<IdentityConfig>): AccountSecurity {
  const { config, store, db } = runtime;
  const durationSeconds = config.LOGIN_ATTEMPT_WINDOW_SECONDS;
  return {
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db }),
    mailsPerTarget: createRateLimiter({ store, keyPrefix: 'account-mail-target', points: config.ACCOUNT_MAILS_PER_TARGET, durationSeconds }),
    mailsPerClientIp: createRateLimiter({ store, keyPrefix: 'account-mail-ip', points: config.ACCOUNT_MAILS_PER_CLIENT_IP, durationSeconds }),
    codeAttempts: createRateLimiter({ store, keyPrefix: 'security-code', points: config.SECURITY_CODE_ATTEMPTS, durationSeconds }),
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    emailCodeTtlSeconds: config.EMAIL_CODE_TTL_MINUTES * 60,
    resetTtlSeconds: config.PASSWORD_RESET_TTL_MINUTES * 60,
    totpIssuer: config.TOTP_ISSUER,
    deviceSecret: config.INTERNAL_AUTH_SECRET,
    store,
    sessionTtlSeconds: config.SESSION_ABSOLUTE_TTL_SECONDS,
    logger: runtime.logger,
  };
}
