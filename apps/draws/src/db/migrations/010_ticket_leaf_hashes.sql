-- Each ticket's Merkle leaf hash (fair-draw.md: SHA-256 of 0x00 and the
-- number), computed by the database when the ticket is written, so closing a
-- draw reads the hashes instead of computing a million of them at once.
-- Ticket numbers are printable ASCII, so text::bytea is their UTF-8 bytes
-- (and, unlike convert_to, immutable, as a generated column needs).
ALTER TABLE tickets
  ADD COLUMN leaf_hash bytea GENERATED ALWAYS AS (sha256('\x00'::bytea || ticket_number::bytea)) STORED;

-- The same uniqueness, now carrying the hash: the canonical list and its
-- leaf hashes are read in order from the index alone.
ALTER TABLE tickets DROP CONSTRAINT tickets_number_unique;
ALTER TABLE tickets ADD CONSTRAINT tickets_number_unique UNIQUE (draw_id, ticket_number) INCLUDE (leaf_hash);
