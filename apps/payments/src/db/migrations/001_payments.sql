-- Payment methods, deposits with their proof screenshots, and withdrawals
-- (docs/product-rules.md#deposit-credit). Amounts in minor units.

CREATE TABLE payment_methods (
  id               uuid PRIMARY KEY,
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  type             text NOT NULL CHECK (type IN ('bank_transfer', 'crypto', 'paypal')),
  is_active        boolean NOT NULL DEFAULT true,
  bank_name        text,
  account_name     text,
  account_number   text,
  crypto_type      text CHECK (crypto_type IN ('BTC', 'ETH', 'USDT', 'USDC')),
  crypto_network   text CHECK (crypto_network IN ('TRC20', 'ERC20', 'BEP20', 'BTC')),
  crypto_address   text,
  paypal_email     text,
  instructions     text,
  min_amount_minor bigint NOT NULL DEFAULT 1000 CHECK (min_amount_minor > 0),
  max_amount_minor bigint NOT NULL DEFAULT 1000000,
  processing_time  text NOT NULL DEFAULT '24 hours',
  -- A deleted method that deposits name is hidden, never erased: the records keep it.
  archived_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_methods_limits_ordered CHECK (min_amount_minor <= max_amount_minor),
  CONSTRAINT payment_methods_archived_inactive CHECK (archived_at IS NULL OR NOT is_active)
);

CREATE TABLE deposits (
  id                   uuid PRIMARY KEY,
  user_id              uuid NOT NULL,
  amount_minor         bigint NOT NULL CHECK (amount_minor > 0),
  payment_method_id    uuid NOT NULL REFERENCES payment_methods (id),
  -- The method as it was when the player paid: later edits do not rewrite history.
  payment_method_name  text NOT NULL,
  payment_method_type  text NOT NULL,
  payment_method_short text NOT NULL,
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  admin_notes          text,
  reviewed_by          uuid,
  reviewed_at          timestamptz,
  -- Set once the wallet credit is posted (key deposit:<id>); null on an approved
  -- deposit means the credit is still owed and the reconciler retries it.
  credit_transfer_id   uuid,
  -- The client's Idempotency-Key: a resent upload returns the first deposit.
  client_key           text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deposits_reviewed_when_decided CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CONSTRAINT deposits_credit_only_when_approved CHECK (credit_transfer_id IS NULL OR status = 'approved'),
  CONSTRAINT deposits_client_key_unique UNIQUE (user_id, client_key)
);

CREATE INDEX deposits_user_id_created_at_idx ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_status_created_at_idx ON deposits (status, created_at DESC);
CREATE INDEX deposits_payment_method_id_idx ON deposits (payment_method_id);
CREATE INDEX deposits_credit_owed_idx ON deposits (reviewed_at) WHERE status = 'approved' AND credit_transfer_id IS NULL;

-- One proof image per deposit, kept in the database (not on a container's
-- disk), re-encoded without metadata. The hashes flag a reused screenshot.
CREATE TABLE deposit_screenshots (
  deposit_id    uuid PRIMARY KEY REFERENCES deposits (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  image         bytea NOT NULL,
  byte_size     integer NOT NULL,
  width         integer NOT NULL,
  height        integer NOT NULL,
  -- sha256 of the file as uploaded, and of its decoded pixels (+ size).
  upload_sha256 text NOT NULL,
  pixels_sha256 text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX deposit_screenshots_upload_sha256_idx ON deposit_screenshots (upload_sha256);
CREATE INDEX deposit_screenshots_pixels_sha256_idx ON deposit_screenshots (pixels_sha256);

CREATE TABLE withdrawals (
  id                  uuid PRIMARY KEY,
  user_id             uuid NOT NULL,
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  payment_method      text NOT NULL,
  account_info        text NOT NULL,
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'completed', 'rejected')),
  -- The wallet hold (key withdrawal-hold:<id>): 'holding' until the wallet
  -- answers; 'held' is a real withdrawal; 'refused' (no funds) is never listed.
  hold_state          text NOT NULL DEFAULT 'holding' CHECK (hold_state IN ('holding', 'held', 'refused')),
  hold_transfer_id    uuid,
  admin_notes         text,
  processed_by        uuid,
  processed_at        timestamptz,
  -- The settle (completed) or release (rejected) transfer; null while owed.
  final_transfer_id   uuid,
  client_key          text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT withdrawals_client_key_unique UNIQUE (user_id, client_key),
  CONSTRAINT withdrawals_status_needs_hold CHECK (status = 'pending' OR hold_state = 'held'),
  CONSTRAINT withdrawals_processed_when_final CHECK ((status IN ('completed', 'rejected')) = (processed_at IS NOT NULL))
);

CREATE INDEX withdrawals_user_id_created_at_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_created_at_idx ON withdrawals (status, created_at DESC) WHERE hold_state = 'held';
CREATE INDEX withdrawals_unfinished_idx ON withdrawals (updated_at)
  WHERE hold_state = 'holding' OR (status IN ('completed', 'rejected') AND final_transfer_id IS NULL);
