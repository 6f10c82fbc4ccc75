-- One row: the Telegram bot settings. The token is AES-256-GCM sealed.
CREATE TABLE telegram_settings (
  id                  boolean PRIMARY KEY DEFAULT true CHECK (id),
  bot_token_sealed    text,
  enabled             boolean NOT NULL DEFAULT false,
  staff_chat_ids      text[] NOT NULL DEFAULT '{}',
  notification_types  text[] NOT NULL,
  updated_at          timestamptz NOT NULL DEFAULT now()
);
