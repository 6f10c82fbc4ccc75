-- Each user's status, role and security version as identity last announced
-- them (identity.user.access-changed.v1); see checkCallerAccess in @nova/platform.
CREATE TABLE IF NOT EXISTS user_access (
  user_id          uuid        PRIMARY KEY,
  status           text        NOT NULL CHECK (status IN ('active', 'suspended', 'deleted')),
  is_admin         boolean     NOT NULL,
  security_version integer     NOT NULL,
  changed_at       timestamptz NOT NULL
);
