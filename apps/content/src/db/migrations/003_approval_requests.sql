-- Four-eyes approval (docs/product-rules.md#four-eyes-approval): the one queue of held money
-- moves the admin panel reads. The owning service (identity, payments, draws) keeps the move
-- itself; this table copies its request, the second admin's decision and the owner's outcome.
CREATE TABLE IF NOT EXISTS approval_requests (
  id             uuid        PRIMARY KEY,
  owner          text        NOT NULL CHECK (owner IN ('identity', 'payments', 'draws')),
  kind           text        NOT NULL,
  amount_minor   bigint      NOT NULL CHECK (amount_minor > 0),
  target_user_id uuid        NOT NULL,
  summary        text        NOT NULL,
  requested_by   uuid        NOT NULL,
  requested_at   timestamptz NOT NULL,
  status         text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by     uuid,
  decided_at     timestamptz,
  note           text,
  -- What the owner did with the decision: done | failed | rejected (null until it answers).
  outcome        text        CHECK (outcome IN ('done', 'failed', 'rejected')),
  outcome_reason text,
  outcome_at     timestamptz
);

CREATE INDEX IF NOT EXISTS approval_requests_by_status ON approval_requests (status, requested_at DESC);
