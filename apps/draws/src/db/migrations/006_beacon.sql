-- The outside beacon (fair-draw.md, "Outside randomness"): when sales close a
-- draw binds a future drand quicknet round and waits in 'drawing' until that
-- round is fetched and checked (or the published fallback time passes); only
-- then are the winners drawn. Purchases finishing meanwhile see a draw that is
-- no longer 'active' and are refunded, as before.
ALTER TABLE draws DROP CONSTRAINT IF EXISTS draws_status_check;
ALTER TABLE draws ADD CONSTRAINT draws_status_check
  CHECK (status IN ('upcoming', 'active', 'drawing', 'completed', 'cancelled'));

-- Published at close: the bound round and the moment the fallback applies.
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_round bigint;
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_fallback_at timestamptz;
-- Published at completion: the round's signature (its SHA-256 is `beacon`),
-- or why the fallback applied instead.
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_signature text;
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_fallback text;
-- While waiting: the retries (shown to admins as "waiting for beacon round N: <reason>").
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_last_error text;
ALTER TABLE draws ADD COLUMN IF NOT EXISTS beacon_next_attempt_at timestamptz;

CREATE INDEX IF NOT EXISTS draws_drawing_idx ON draws (closed_at) WHERE status = 'drawing';

-- The Merkle tree of a closed draw's canonical ticket list, kept so that an
-- inclusion proof reads O(log n) rows instead of the whole list
-- (merkle-nodes.ts). The list is cut into chunks of 256 tickets in canonical
-- order; a chunk's tickets are read back from `tickets` by its first number.
-- Above the chunks, every complete subtree of 2^level leaves (level >= 8) is
-- stored: index = its first leaf / 2^level. About n/128 rows per draw.
CREATE TABLE IF NOT EXISTS ticket_merkle_chunks (
  draw_id      uuid NOT NULL REFERENCES draws (id),
  chunk_index  integer NOT NULL CHECK (chunk_index >= 0),
  first_ticket text COLLATE "C" NOT NULL,
  PRIMARY KEY (draw_id, chunk_index)
);
CREATE UNIQUE INDEX IF NOT EXISTS ticket_merkle_chunks_first_idx ON ticket_merkle_chunks (draw_id, first_ticket);

CREATE TABLE IF NOT EXISTS ticket_merkle_nodes (
  draw_id    uuid NOT NULL REFERENCES draws (id),
  level      smallint NOT NULL CHECK (level >= 8),
  node_index integer NOT NULL CHECK (node_index >= 0),
  hash       bytea NOT NULL,
  PRIMARY KEY (draw_id, level, node_index)
);
