-- Double-entry ledger (docs/product-rules.md#money). A balance changes only through
-- a transfer that takes an amount from one account and gives it to another,
-- so the sum of all balances stays zero.
CREATE TABLE accounts (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_user_id  uuid,
  kind           text NOT NULL CHECK (kind IN ('user_available', 'user_held', 'system')),
  -- System accounts only: house, prize_fund, deposits_clearing, ...
  code           text,
  balance_minor  bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- "A user's balance never goes below zero", enforced here whatever the code does.
  CONSTRAINT accounts_balance_not_negative CHECK (allow_negative OR balance_minor >= 0),
  CONSTRAINT accounts_user_never_negative CHECK (kind = 'system' OR NOT allow_negative),
  CONSTRAINT accounts_owner_matches_kind CHECK (
    (kind = 'system' AND owner_user_id IS NULL AND code IS NOT NULL)
    OR (kind <> 'system' AND owner_user_id IS NOT NULL AND code IS NULL)
  ),
  CONSTRAINT accounts_owner_kind_unique UNIQUE (owner_user_id, kind),
  CONSTRAINT accounts_code_unique UNIQUE (code)
);

-- Counter-accounts: where money enters from and leaves to (see ledger-postings.ts).
INSERT INTO accounts (kind, code, allow_negative) VALUES
  ('system', 'house', true),
  ('system', 'prize_fund', true),
  ('system', 'deposits_clearing', true),
  ('system', 'withdrawals_payable', true),
  ('system', 'bonus_expense', true),
  ('system', 'admin_adjustments', true)
ON CONFLICT DO NOTHING;

CREATE TABLE transfers (
  id                  uuid PRIMARY KEY,
  -- A retried request finds its first result here instead of moving money twice.
  idempotency_key     text NOT NULL,
  operation           text NOT NULL CHECK (operation IN ('credit', 'debit', 'hold', 'release', 'settle')),
  kind                text NOT NULL,
  user_id             uuid NOT NULL,
  debit_account_id    uuid NOT NULL REFERENCES accounts (id),
  credit_account_id   uuid NOT NULL REFERENCES accounts (id),
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  memo                text,
  request_fingerprint text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transfers_idempotency_key_unique UNIQUE (idempotency_key),
  CONSTRAINT transfers_two_accounts CHECK (debit_account_id <> credit_account_id)
);

CREATE INDEX transfers_user_id_created_at_idx ON transfers (user_id, created_at);
CREATE INDEX transfers_debit_account_id_idx ON transfers (debit_account_id);
CREATE INDEX transfers_credit_account_id_idx ON transfers (credit_account_id);
