-- Purchases of one draw share no row (docs/performance.md):
-- * ticket numbers come from a sequence per draw (nextval never waits on
--   another transaction); a number above max_tickets means sold out, so the
--   cap is exact without a counter;
-- * numbers a purchase took but could not use (a refused debit, or a buy
--   larger than what was left) go to draw_free_ticket_numbers, where the
--   next purchase takes them first;
-- * tickets sold and sales are the sum of completed purchases while a draw
--   is open (draw_live_sales), frozen into the draw row when it completes or
--   is cancelled.

-- The counters are no longer kept up to date per purchase.
ALTER TABLE draws DROP CONSTRAINT draws_capacity;
ALTER TABLE draws ADD CONSTRAINT draws_totals_not_negative CHECK (tickets_sold >= 0 AND sales_minor >= 0);

-- A purchase's ticket numbers (not contiguous once buys interleave); NULL on
-- purchases made before this migration: first_ticket_seq .. + quantity - 1.
ALTER TABLE purchases ADD COLUMN ticket_seqs integer[];
ALTER TABLE purchases ADD CONSTRAINT purchases_ticket_seqs_match
  CHECK (ticket_seqs IS NULL OR cardinality(ticket_seqs) = quantity);

CREATE TABLE draw_free_ticket_numbers (
  draw_id uuid    NOT NULL REFERENCES draws (id),
  seq     integer NOT NULL CHECK (seq > 0),
  PRIMARY KEY (draw_id, seq)
);

CREATE FUNCTION draw_ticket_sequence(draw uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'draw_ticket_seq_' || replace(draw::text, '-', '')
$$;

CREATE FUNCTION draws_create_ticket_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 START %s', draw_ticket_sequence(NEW.id), NEW.next_ticket_seq);
  RETURN NEW;
END;
$$;

CREATE TRIGGER draws_create_ticket_sequence AFTER INSERT ON draws
  FOR EACH ROW EXECUTE FUNCTION draws_create_ticket_sequence();

-- Draws on sale now: continue their numbering, and give back the numbers of
-- failed purchases (within the cap) so the capacity they left stays usable.
DO $$
DECLARE d record;
BEGIN
  FOR d IN SELECT id, next_ticket_seq FROM draws WHERE status IN ('upcoming', 'active') LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I AS integer MINVALUE 1 START %s', draw_ticket_sequence(d.id), d.next_ticket_seq);
  END LOOP;
END;
$$;
INSERT INTO draw_free_ticket_numbers (draw_id, seq)
SELECT p.draw_id, s.seq
FROM purchases p JOIN draws d ON d.id = p.draw_id,
  generate_series(p.first_ticket_seq, p.first_ticket_seq + p.quantity - 1) AS s(seq)
WHERE p.status = 'failed' AND d.status IN ('upcoming', 'active') AND s.seq <= d.max_tickets
ON CONFLICT DO NOTHING;

-- Live totals of an open draw read from the purchases alone (index-only).
CREATE INDEX purchases_draw_status_idx ON purchases (draw_id, status) INCLUDE (quantity, total_minor);
DROP INDEX purchases_draw_idx;

CREATE VIEW draw_live_sales AS
SELECT draw_id,
  coalesce(sum(quantity) FILTER (WHERE status = 'completed'), 0)::integer AS tickets_sold,
  coalesce(sum(total_minor) FILTER (WHERE status = 'completed'), 0)::bigint AS sales_minor,
  coalesce(sum(quantity) FILTER (WHERE status IN ('pending', 'completed')), 0)::integer AS tickets_reserved
FROM purchases GROUP BY draw_id;
