-- Signed purchase receipts: issued once per purchase and kept, so a receipt
-- downloaded twice is the same document (fair-draw.md, "Signed receipts").
CREATE TABLE IF NOT EXISTS receipts (
  purchase_id uuid PRIMARY KEY REFERENCES purchases (id),
  key_id      text NOT NULL,
  document    text NOT NULL,
  issued_at   timestamptz NOT NULL
);

-- The Merkle root of the canonical ticket list, published beside the ticket
-- list hash when sales close (null for draws closed before roots existed).
ALTER TABLE draws ADD COLUMN IF NOT EXISTS ticket_merkle_root text;
