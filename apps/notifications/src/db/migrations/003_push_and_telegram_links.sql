-- Web Push: the VAPID pair made once when the config gives none (the
-- one-process start), so the browsers' subscriptions survive restarts.
CREATE TABLE web_push_keys (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key   text NOT NULL,
  private_key  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- One row per browser (device) a player turned notifications on in. An
-- endpoint belongs to one browser profile: subscribing it again moves it to
-- the player who did.
CREATE TABLE push_subscriptions (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL,
  endpoint    text NOT NULL UNIQUE,
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);

-- One-time codes a player sends to the bot (/start <code>): only the
-- SHA-256 of the code is kept; 10 minutes, single use.
CREATE TABLE telegram_link_codes (
  code_hash   text PRIMARY KEY,
  user_id     uuid NOT NULL,
  language    text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX telegram_link_codes_user ON telegram_link_codes (user_id);

-- The player's linked chat (one per player, one player per chat).
CREATE TABLE telegram_player_links (
  user_id    uuid PRIMARY KEY,
  chat_id    text NOT NULL UNIQUE,
  linked_at  timestamptz NOT NULL DEFAULT now()
);

-- The getUpdates reader: the next update offset (of which bot: update ids
-- are per bot), and a lease so that one replica at a time polls (Telegram
-- refuses two concurrent getUpdates of one bot).
CREATE TABLE telegram_update_reader (
  id             boolean PRIMARY KEY DEFAULT true CHECK (id),
  bot_id         text,
  next_offset    bigint NOT NULL DEFAULT 0,
  holder         text,
  lease_until    timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO telegram_update_reader (id) VALUES (true);
