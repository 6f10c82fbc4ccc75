-- Referral bonuses are bonus money with a play-through (ticket spend owed
-- before it becomes withdrawable), fixed when the bonus is promised.
ALTER TABLE referral_bonuses ADD COLUMN play_through_minor bigint NOT NULL DEFAULT 0 CHECK (play_through_minor >= 0);
-- Bonuses promised before this rule still owe their amount once (1×).
UPDATE referral_bonuses SET play_through_minor = amount_minor WHERE transfer_id IS NULL;

-- Referrals paid per referrer and UTC day: the daily cap is taken by one
-- atomic upsert, so concurrent approvals can never exceed it.
CREATE TABLE referral_daily_counts (
  referrer_user_id uuid NOT NULL,
  day              date NOT NULL,
  paid             integer NOT NULL CHECK (paid >= 0),
  PRIMARY KEY (referrer_user_id, day)
);
