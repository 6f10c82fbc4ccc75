-- The content service's settings as last applied here (the four-eyes threshold);
-- kept by followPublishedCopy (@nova/platform) from contentSettingsCopy (@nova/contracts).
CREATE TABLE IF NOT EXISTS content_settings (
  id         boolean     PRIMARY KEY DEFAULT true CHECK (id),
  figures    jsonb       NOT NULL,
  changed_at timestamptz NOT NULL
);
