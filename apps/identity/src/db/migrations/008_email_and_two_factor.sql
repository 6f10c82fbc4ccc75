-- Account security (issue 17): a confirmed email address, single-use tokens
-- for email confirmation and password reset, TOTP two-factor with recovery
-- codes, and the local mail outbox used when no SMTP server is configured.

-- Set when the user confirmed `email` with a code or link; NULL: unconfirmed.
ALTER TABLE users ADD COLUMN IF NOT EXISTS email_verified_at timestamptz;
-- One account per confirmed address, whatever its case.
CREATE UNIQUE INDEX IF NOT EXISTS users_verified_email_unique ON users (lower(email)) WHERE email_verified_at IS NOT NULL;

-- Single-use secrets sent by mail. Only hashes are stored: `token_hash` is the
-- SHA-256 of the link's random token, `code_hash` that of the 6-digit code
-- salted with the row id. A token is spent by setting `used_at`; too many wrong
-- codes spend it too.
CREATE TABLE IF NOT EXISTS account_tokens (
  id              uuid PRIMARY KEY,
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose         text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  email           text NOT NULL,
  token_hash      text NOT NULL,
  code_hash       text,
  failed_attempts integer NOT NULL DEFAULT 0,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT account_tokens_token_hash_unique UNIQUE (token_hash)
);
CREATE INDEX IF NOT EXISTS account_tokens_user_purpose_idx ON account_tokens (user_id, purpose, created_at DESC);

-- TOTP (RFC 6238). `totp_secret` is set once enrolment is confirmed with a
-- code; `totp_pending_secret` holds the secret shown during enrolment.
-- `totp_last_step` is the last accepted time step: a code of that step or an
-- earlier one is refused, so a used code cannot be replayed.
ALTER TABLE users ADD COLUMN IF NOT EXISTS totp_secret text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS totp_pending_secret text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN IF NOT EXISTS totp_last_step bigint;

-- Ten one-time recovery codes per enrolment, SHA-256 hashed.
CREATE TABLE IF NOT EXISTS recovery_codes (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, code_hash)
);

-- Mail kept locally when SMTP_URL is unset (npm start): admins read it in the
-- panel's Outbox tab. Written by @nova/platform's mailer.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id         uuid PRIMARY KEY,
  to_address text NOT NULL,
  subject    text NOT NULL,
  text_body  text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_outbox_created_at_idx ON mail_outbox (created_at DESC);
