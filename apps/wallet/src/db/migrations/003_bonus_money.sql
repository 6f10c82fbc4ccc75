-- Bonus money (referral bonuses): a third user account beside cash
-- ('user_available') and held. It is spendable on tickets but never
-- withdrawable; once the player's ticket spend covers the play-through, what
-- is left of it moves to cash by a 'convert' transfer.
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check
  CHECK (kind IN ('user_available', 'user_held', 'user_bonus', 'system'));

ALTER TABLE transfers DROP CONSTRAINT transfers_operation_check;
ALTER TABLE transfers ADD CONSTRAINT transfers_operation_check
  CHECK (operation IN ('credit', 'debit', 'hold', 'release', 'settle', 'convert'));

-- Every user who has accounts gets a bonus account now; new users get all three.
INSERT INTO accounts (owner_user_id, kind)
SELECT owner_user_id, 'user_bonus' FROM accounts WHERE kind = 'user_available'
ON CONFLICT (owner_user_id, kind) DO NOTHING;

-- Ticket spend still owed before the bonus money becomes cash. Changed only
-- while the user's accounts are locked (same transaction as the transfer).
CREATE TABLE bonus_play_through (
  user_id         uuid PRIMARY KEY,
  remaining_minor bigint NOT NULL DEFAULT 0 CHECK (remaining_minor >= 0),
  -- How many times bonus money was converted: a refund of a purchase whose
  -- progress a conversion already used gives that part back as bonus money.
  conversions     integer NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- How a ticket purchase was paid, for purchases that used bonus money or
-- counted towards a play-through: a refund returns each part where it came
-- from and takes back the play-through progress it gave.
CREATE TABLE ticket_spends (
  debit_key      text PRIMARY KEY REFERENCES transfers (idempotency_key),
  user_id        uuid NOT NULL,
  cash_minor     bigint NOT NULL CHECK (cash_minor >= 0),
  bonus_minor    bigint NOT NULL CHECK (bonus_minor >= 0),
  counted_minor  bigint NOT NULL CHECK (counted_minor >= 0),
  conversions_before integer NOT NULL,
  refund_key     text UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now()
);
