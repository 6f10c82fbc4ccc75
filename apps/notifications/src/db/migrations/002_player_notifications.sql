-- Player notifications (issue 19): what the service knows of each player,
-- the in-app centre, the per-type per-channel choices and the deliveries
-- to the channels outside the app.

-- Kept from events (identity.user.contact-changed.v1, wallet.play-block.*):
-- the language messages are written in, the confirmed email, and the
-- protection state (docs/product-rules.md#responsible-gaming).
CREATE TABLE notification_players (
  user_id          uuid PRIMARY KEY,
  language         text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'th', 'hi', 'bn', 'ar')),
  confirmed_email  text,
  -- The latest end of a time-out; a time-out ends by time alone.
  time_out_until   timestamptz,
  -- A self-exclusion lasts past its end until the player asks to end it.
  self_excluded    boolean NOT NULL DEFAULT false,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Draw names (draws.draw.opened.v1) and who bought tickets in each draw
-- (draws.ticket.purchased.v1): a draw's results go to each of its players once.
CREATE TABLE notification_draws (
  draw_id  uuid PRIMARY KEY,
  name     text NOT NULL
);
CREATE TABLE draw_players (
  draw_id  uuid NOT NULL,
  user_id  uuid NOT NULL,
  PRIMARY KEY (draw_id, user_id)
);

-- The in-app centre: one row per event (or draw, for results) and player.
CREATE TABLE player_notifications (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL,
  -- The source event's id, or a key naming what the notice is about
  -- (draw results: the draw), so a second delivery of an event adds nothing.
  dedupe_key  text NOT NULL,
  -- The event it was made from (channels carry it for their own dedupe).
  event_id    uuid NOT NULL,
  type        text NOT NULL,
  params      jsonb NOT NULL DEFAULT '{}',
  -- False when a time-out or self-exclusion held it back: kept for the record, never shown.
  visible     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz,
  CONSTRAINT player_notifications_once UNIQUE (user_id, dedupe_key)
);
CREATE INDEX player_notifications_user_created ON player_notifications (user_id, created_at DESC, id) WHERE visible;
CREATE INDEX player_notifications_user_unread ON player_notifications (user_id) WHERE visible AND read_at IS NULL;

-- Choices the player made; a missing row means the default (preferences.ts).
CREATE TABLE notification_preferences (
  user_id     uuid NOT NULL,
  type        text NOT NULL,
  channel     text NOT NULL CHECK (channel IN ('in_app', 'email', 'push', 'telegram')),
  enabled     boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, type, channel)
);

-- One message per notification and channel. The worker claims due rows
-- (FOR UPDATE SKIP LOCKED, then pushes next_attempt_at past its lease), so
-- two replicas never send one delivery at once.
CREATE TABLE notification_deliveries (
  id               uuid PRIMARY KEY,
  notification_id  uuid NOT NULL REFERENCES player_notifications (id),
  channel          text NOT NULL CHECK (channel IN ('email', 'push', 'telegram')),
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'no_address', 'held_back', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  sent_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notification_deliveries_once UNIQUE (notification_id, channel)
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at) WHERE status = 'pending';

-- The local outbox of @nova/platform/mail when no SMTP server is configured.
CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
