-- Player protection (responsible gaming): limits the player sets, time-outs
-- and self-exclusions. They live in the wallet because the wallet is where
-- money moves: every purchase, deposit allowance and bonus is checked here,
-- under the same per-user lock as the transfer, whichever path asked for it.

-- One row per (player, limit kind, period). limit_minor NULL: no limit.
-- A raise or removal waits in pending_* until confirmable_at and the
-- player's confirmation (libs/rules spending-limits.ts).
CREATE TABLE spending_limits (
  user_id          uuid NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('deposit', 'loss', 'spend')),
  period           text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  limit_minor      bigint CHECK (limit_minor >= 0),
  pending_minor    bigint CHECK (pending_minor >= 0),
  pending_removal  boolean NOT NULL DEFAULT false,
  confirmable_at   timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CONSTRAINT spending_limits_pending_shape CHECK (
    (confirmable_at IS NULL AND pending_minor IS NULL AND NOT pending_removal)
    OR (confirmable_at IS NOT NULL AND (pending_minor IS NULL) = pending_removal)
  )
);

-- Time-outs and self-exclusions. Never shortened: rows are only inserted,
-- and the one update allowed is a self-exclusion's reopening after its end.
CREATE TABLE play_blocks (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  duration     text NOT NULL,
  starts_at    timestamptz NOT NULL DEFAULT now(),
  ends_at      timestamptz NOT NULL,
  -- A self-exclusion ends only once its period is over and the player asks again.
  reopened_at  timestamptz,
  CONSTRAINT play_blocks_ends_after_start CHECK (ends_at > starts_at),
  CONSTRAINT play_blocks_reopen_after_end CHECK (reopened_at IS NULL OR (kind = 'self_exclusion' AND reopened_at >= ends_at))
);
CREATE INDEX play_blocks_user_id_idx ON play_blocks (user_id, ends_at);

CREATE FUNCTION play_blocks_never_shortened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'play blocks are never deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.user_id <> OLD.user_id OR NEW.kind <> OLD.kind OR NEW.duration <> OLD.duration
     OR NEW.starts_at <> OLD.starts_at OR NEW.ends_at <> OLD.ends_at
     OR OLD.reopened_at IS NOT NULL OR NEW.reopened_at IS NULL OR NEW.reopened_at < OLD.ends_at THEN
    RAISE EXCEPTION 'a play block can only be reopened, after its end' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER play_blocks_never_shortened
  BEFORE UPDATE OR DELETE ON play_blocks
  FOR EACH ROW EXECUTE FUNCTION play_blocks_never_shortened();

-- A deposit request takes room from the deposit limits when it is made
-- (the player sends the money then); a rejected one gives it back.
CREATE TABLE deposit_allowances (
  idempotency_key  text PRIMARY KEY,
  user_id          uuid NOT NULL,
  amount_minor     bigint NOT NULL CHECK (amount_minor > 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  released_at      timestamptz
);
CREATE INDEX deposit_allowances_user_id_idx ON deposit_allowances (user_id, created_at);

-- Every change a player makes to their protection, for the operator.
CREATE TABLE protection_changes (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        uuid NOT NULL,
  actor_user_id  uuid NOT NULL,
  action         text NOT NULL,
  before         jsonb,
  after          jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_changes_user_id_idx ON protection_changes (user_id, created_at DESC);

CREATE FUNCTION protection_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection changes are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER protection_changes_append_only
  BEFORE UPDATE OR DELETE ON protection_changes
  FOR EACH ROW EXECUTE FUNCTION protection_changes_append_only();

-- A limit or block refusal is final under its key like a refusal for want of
-- money, and says which limit and when it resets.
ALTER TABLE refused_requests ADD COLUMN details jsonb;

-- The statement and the limit windows read a user's transfers by kind and time.
CREATE INDEX transfers_user_id_kind_created_at_idx ON transfers (user_id, kind, created_at);
