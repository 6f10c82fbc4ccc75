-- Players whose date of birth puts them under the minimum age
-- (identity.user.age-restricted.v1): ticket purchases, deposits and bonuses are
-- refused until plays_from, the day they reach it. Withdrawals stay open.
-- A date of birth is given once, so the first record stands.
CREATE TABLE age_restrictions (
  user_id     uuid PRIMARY KEY,
  plays_from  date        NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
