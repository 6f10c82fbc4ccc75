-- One settings row: the JSON document of every setting (validated by the service).
CREATE TABLE settings (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  document   jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Uploaded login background images, served by id.
CREATE TABLE background_images (
  id           uuid PRIMARY KEY,
  content_type text NOT NULL,
  image        bytea NOT NULL,
  uploaded_by  uuid NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE announcements (
  id         uuid PRIMARY KEY,
  title      text NOT NULL,
  content    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Admin-entered leaderboard entries: always shown as Featured (docs/product-rules.md#real-figures).
CREATE TABLE featured_entries (
  id           uuid PRIMARY KEY,
  type         text NOT NULL,
  username     text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support_threads (
  id                uuid PRIMARY KEY,
  user_id           uuid NOT NULL,
  subject           text NOT NULL,
  status            text NOT NULL DEFAULT 'open',
  unread_for_admin  int NOT NULL DEFAULT 0,
  unread_for_player int NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_threads_user ON support_threads (user_id, updated_at DESC);

CREATE TABLE support_messages (
  id         uuid PRIMARY KEY,
  thread_id  uuid NOT NULL REFERENCES support_threads (id) ON DELETE CASCADE,
  author     text NOT NULL CHECK (author IN ('player', 'admin')),
  author_id  uuid NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_messages_thread ON support_messages (thread_id, created_at);

-- Every admin action on the platform; the event id dedupes redelivery.
CREATE TABLE audit_log (
  id             uuid PRIMARY KEY,
  actor_user_id  uuid NOT NULL,
  action         text NOT NULL,
  target_type    text NOT NULL,
  target_id      text,
  before         jsonb,
  after          jsonb,
  occurred_at    timestamptz NOT NULL
);
CREATE INDEX audit_log_newest ON audit_log (occurred_at DESC);
