-- A tamper-evident audit log (docs/security.md, "Audit log"): every entry
-- carries its place in the log (seq), the hash of the entry before it and its
-- own hash over both, so an entry changed, removed or inserted afterwards
-- breaks the chain from that entry on. The head (last seq and hash) is one
-- row: appending locks it, which orders concurrent appends. Each draw's close
-- records the head at that moment (audit_checkpoints), published with the
-- draw, so a log rewritten end to end still disagrees with what was published.

-- The hash of one entry: SHA-256 of the previous hash followed by the entry as
-- a JSON array (PostgreSQL's canonical jsonb text), so it is unambiguous and
-- recomputable by anyone holding the rows (audit-chain.ts checks it).
CREATE OR REPLACE FUNCTION audit_entry_hash(prev bytea, seq bigint, id uuid, actor uuid, action text, target_type text,
                                            target_id text, before jsonb, after jsonb, occurred_at timestamptz)
RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(prev || convert_to(jsonb_build_array(seq, id, actor, action, target_type, target_id, before, after,
    to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text, 'UTF8'))
$$;

CREATE TABLE audit_chain_head (
  id   boolean PRIMARY KEY DEFAULT true CHECK (id),
  seq  bigint  NOT NULL,
  hash bytea   NOT NULL
);
-- The genesis hash: what entry 1 follows.
INSERT INTO audit_chain_head (id, seq, hash) VALUES (true, 0, sha256(convert_to('nova-jackpot audit log', 'UTF8')));

ALTER TABLE audit_log ADD COLUMN seq bigint, ADD COLUMN prev_hash bytea, ADD COLUMN entry_hash bytea;

-- Entries written before the chain join it in the order they happened.
DO $$
DECLARE
  entry record;
  head bytea;
  place bigint := 0;
BEGIN
  SELECT hash INTO head FROM audit_chain_head;
  FOR entry IN SELECT * FROM audit_log ORDER BY occurred_at, id LOOP
    place := place + 1;
    UPDATE audit_log SET seq = place, prev_hash = head,
      entry_hash = audit_entry_hash(head, place, entry.id, entry.actor_user_id, entry.action, entry.target_type,
                                    entry.target_id, entry.before, entry.after, entry.occurred_at)
    WHERE id = entry.id
    RETURNING entry_hash INTO head;
  END LOOP;
  UPDATE audit_chain_head SET seq = place, hash = head;
END $$;

ALTER TABLE audit_log ALTER COLUMN seq SET NOT NULL, ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN entry_hash SET NOT NULL;
CREATE UNIQUE INDEX audit_log_seq ON audit_log (seq);

CREATE TABLE audit_checkpoints (
  draw_id     uuid        PRIMARY KEY,
  seq         bigint      NOT NULL,
  head_hash   bytea       NOT NULL,
  recorded_at timestamptz NOT NULL
);
