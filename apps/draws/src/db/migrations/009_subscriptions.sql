-- Draw subscriptions (docs/product-rules.md#subscriptions): a player buys
-- `tickets_per_draw` tickets in every draw of one recurring series, for
-- `draw_limit` bought draws or until cancelled, optionally only when the
-- draw's prize pool is at least `min_prize_pool_minor`.
CREATE TABLE IF NOT EXISTS subscriptions (
  id                    uuid PRIMARY KEY,
  user_id               uuid NOT NULL,
  series_id             uuid NOT NULL,
  -- The series' name and period when subscribed (a series keeps both).
  draw_name             text NOT NULL,
  period                text NOT NULL CHECK (period IN ('hourly', 'daily', 'weekly', 'monthly', 'yearly')),
  tickets_per_draw      integer NOT NULL CHECK (tickets_per_draw > 0),
  -- NULL: until cancelled.
  draw_limit            integer CHECK (draw_limit IS NULL OR draw_limit > 0),
  min_prize_pool_minor  bigint CHECK (min_prize_pool_minor IS NULL OR min_prize_pool_minor >= 0),
  -- active, paused; cancelled (by the player) and finished (K draws bought) are final.
  status                text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'cancelled', 'finished')),
  draws_bought          integer NOT NULL DEFAULT 0,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  ended_at              timestamptz
);
CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions (user_id, created_at DESC);
CREATE INDEX IF NOT EXISTS subscriptions_active_series ON subscriptions (series_id) WHERE status = 'active';

-- One row per (subscription, draw): the claim taken before buying, so
-- scheduler replicas and a restart after a crash buy each draw at most once.
-- A `claimed` row without an outcome is finished by the reconciler under the
-- same purchase key (subscription:<subscription>:<draw>).
CREATE TABLE IF NOT EXISTS subscription_draws (
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  draw_id         uuid NOT NULL REFERENCES draws (id),
  status          text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'bought', 'skipped')),
  reason          text,
  purchase_id     uuid,
  claimed_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  PRIMARY KEY (subscription_id, draw_id)
);
CREATE INDEX IF NOT EXISTS subscription_draws_unfinished ON subscription_draws (claimed_at) WHERE status = 'claimed';
