-- A referral bonus the wallet refused for good (the beneficiary was in a
-- time-out or self-exclusion when it fell due): it is not owed any more, so
-- the deposit approval that promised it does not retry it for ever.
ALTER TABLE referral_bonuses ADD COLUMN refused_code text;
ALTER TABLE referral_bonuses ADD CONSTRAINT referral_bonuses_paid_or_refused CHECK (transfer_id IS NULL OR refused_code IS NULL);
