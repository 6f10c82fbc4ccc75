-- Draws, tickets, the purchase saga, payouts and profit records
-- (docs/product-rules.md#payouts). Money is integer minor units.

CREATE TABLE draws (
  id                      uuid PRIMARY KEY,
  -- The first draw of a recurring series; its next draws share it.
  series_id               uuid NOT NULL,
  name                    text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  period                  text NOT NULL CHECK (period IN ('hourly', 'daily', 'weekly', 'monthly', 'yearly', 'custom')),
  ticket_price_minor      bigint NOT NULL CHECK (ticket_price_minor > 0),
  max_tickets             integer NOT NULL CHECK (max_tickets > 0),
  -- Capacity taken by purchases in flight or done; a failed purchase gives it back.
  tickets_reserved        integer NOT NULL DEFAULT 0,
  -- Tickets actually written, and the money they brought (after discounts).
  tickets_sold            integer NOT NULL DEFAULT 0,
  sales_minor             bigint NOT NULL DEFAULT 0,
  -- Draw-scoped ticket number sequence (NJ-000001, ...).
  next_ticket_seq         integer NOT NULL DEFAULT 1,
  status                  text NOT NULL CHECK (status IN ('upcoming', 'active', 'completed', 'cancelled')),
  opens_at                timestamptz NOT NULL,
  draw_date               timestamptz NOT NULL,
  -- Monthly and yearly series keep the day of their first draw (draw-schedule.ts).
  anchor_date             timestamptz NOT NULL,
  -- The secret seed never leaves the service before the draw completes.
  seed                    text NOT NULL,
  seed_commitment         text NOT NULL,
  ticket_list_hash        text,
  beacon                  text,
  admin_profit_percentage integer,
  admin_profit_minor      bigint,
  prize_pool_minor        bigint,
  closed_at               timestamptz,
  completed_at            timestamptz,
  cancelled_at            timestamptz,
  -- Completed more than 2 months ago: out of the lists, records kept.
  archived_at             timestamptz,
  -- Deleted by an admin: out of every list, records kept.
  deleted_at              timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT draws_capacity CHECK (tickets_reserved >= 0 AND tickets_reserved <= max_tickets AND tickets_sold <= tickets_reserved)
);

CREATE INDEX draws_due_idx ON draws (draw_date) WHERE status = 'active';
CREATE INDEX draws_opening_idx ON draws (opens_at) WHERE status = 'upcoming';
CREATE INDEX draws_completed_idx ON draws (completed_at) WHERE status = 'completed';

-- One row per buy: the saga's state. pending (capacity reserved) → completed
-- (debited, tickets written) | failed (debit refused, capacity released) |
-- refunding (debited but the draw closed, or the draw was cancelled) → refunded.
CREATE TABLE purchases (
  id                 uuid PRIMARY KEY,
  user_id            uuid NOT NULL,
  draw_id            uuid NOT NULL REFERENCES draws (id),
  idempotency_key    text NOT NULL,
  quantity           integer NOT NULL CHECK (quantity > 0),
  first_ticket_seq   integer NOT NULL,
  unit_price_minor   bigint NOT NULL,
  subtotal_minor     bigint NOT NULL,
  discount_percent   integer NOT NULL,
  discount_minor     bigint NOT NULL,
  total_minor        bigint NOT NULL CHECK (total_minor > 0),
  status             text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'refunding', 'refunded')),
  failure_code       text,
  balance_after_minor bigint,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT purchases_idempotency_unique UNIQUE (user_id, idempotency_key),
  CONSTRAINT purchases_price_adds_up CHECK (subtotal_minor = unit_price_minor * quantity AND total_minor = subtotal_minor - discount_minor)
);

CREATE INDEX purchases_unfinished_idx ON purchases (updated_at) WHERE status IN ('pending', 'refunding');
CREATE INDEX purchases_draw_idx ON purchases (draw_id);

CREATE TABLE tickets (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  draw_id       uuid NOT NULL REFERENCES draws (id),
  purchase_id   uuid REFERENCES purchases (id),
  user_id       uuid NOT NULL,
  -- Byte order (COLLATE "C") is the fair draw's canonical order, so the index serves it.
  ticket_number text COLLATE "C" NOT NULL CHECK (ticket_number ~ '^[!-~]+$'),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'won', 'lost', 'refunded')),
  prize_rank    integer,
  prize_minor   bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT tickets_number_unique UNIQUE (draw_id, ticket_number)
);

CREATE INDEX tickets_user_idx ON tickets (user_id, created_at DESC);
CREATE INDEX tickets_purchase_idx ON tickets (purchase_id);

-- One payout per winning ticket: pending → paid | failed.
CREATE TABLE payouts (
  id           uuid PRIMARY KEY,
  draw_id      uuid NOT NULL REFERENCES draws (id),
  ticket_id    uuid NOT NULL REFERENCES tickets (id),
  user_id      uuid NOT NULL,
  prize_rank   integer NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed')),
  -- Set when an admin said "paid": from then on the credit is retried, never failed.
  approved_at  timestamptz,
  admin_notes  text,
  transfer_id  uuid,
  created_at   timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  CONSTRAINT payouts_ticket_unique UNIQUE (ticket_id)
);

CREATE INDEX payouts_user_idx ON payouts (user_id, created_at DESC);
CREATE INDEX payouts_pending_idx ON payouts (created_at) WHERE status = 'pending';
CREATE INDEX payouts_paid_idx ON payouts (processed_at) WHERE status = 'paid';

CREATE TABLE profits (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  draw_id                 uuid NOT NULL UNIQUE REFERENCES draws (id),
  profit_minor            bigint NOT NULL,
  ticket_sales_minor      bigint NOT NULL,
  prizes_minor            bigint NOT NULL,
  admin_profit_percentage integer NOT NULL,
  created_at              timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT profits_add_up CHECK (profit_minor + prizes_minor = ticket_sales_minor)
);
