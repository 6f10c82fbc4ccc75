-- Levels and referral rewards (docs/product-rules.md#referral-bonus), fed by
-- payments.deposit.approved.v1. Amounts in minor units of the base currency.

-- Every approved deposit once: the level comes from their count and sum.
CREATE TABLE approved_deposits (
  deposit_id   uuid PRIMARY KEY,
  user_id      uuid NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  approved_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX approved_deposits_user_id_idx ON approved_deposits (user_id);

-- The two bonuses of a referral, at most once each (the primary key), paid
-- through the wallet with the key referral:<referredUserId>:<role>. A row
-- without transfer_id is owed and paid on the next attempt.
CREATE TABLE referral_bonuses (
  referred_user_id    uuid NOT NULL,
  role                text NOT NULL CHECK (role IN ('referrer', 'referred')),
  beneficiary_user_id uuid NOT NULL,
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  -- referral_bonus, or referral_bonus_from_profit with deductFromAdminProfit on.
  transfer_kind       text NOT NULL CHECK (transfer_kind IN ('referral_bonus', 'referral_bonus_from_profit')),
  transfer_id         uuid,
  created_at          timestamptz NOT NULL DEFAULT now(),
  paid_at             timestamptz,
  PRIMARY KEY (referred_user_id, role)
);

CREATE INDEX referral_bonuses_beneficiary_idx ON referral_bonuses (beneficiary_user_id);
