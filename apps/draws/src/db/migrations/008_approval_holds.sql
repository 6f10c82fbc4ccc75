-- Four-eyes approval (docs/product-rules.md#four-eyes-approval): an admin's money move at or
-- above the threshold, held here until a second admin decides it (libs/platform approval-holds.ts;
-- the same table in every service that owns such a move).
CREATE TABLE IF NOT EXISTS approval_holds (
  request_id     uuid        PRIMARY KEY,
  kind           text        NOT NULL CHECK (kind IN ('credit', 'debit', 'withdrawal', 'payout')),
  amount_minor   bigint      NOT NULL CHECK (amount_minor > 0),
  target_user_id uuid        NOT NULL,
  -- The withdrawal or payout the move finishes (null for a credit or debit).
  subject_id     uuid,
  summary        text        NOT NULL,
  requested_by   uuid        NOT NULL,
  payload        jsonb       NOT NULL DEFAULT '{}',
  status         text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed', 'rejected')),
  decided_by     uuid,
  reason         text,
  requested_at   timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz
);

-- One open request per withdrawal or payout.
CREATE UNIQUE INDEX IF NOT EXISTS approval_holds_one_pending ON approval_holds (subject_id) WHERE status = 'pending';
