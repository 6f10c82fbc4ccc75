-- Grows by one at every security change of the user (suspension, deletion,
-- role change, password change). A session is valid only while the version
-- it was created at is current (see SessionStore in @nova/platform).
ALTER TABLE users ADD COLUMN IF NOT EXISTS security_version integer NOT NULL DEFAULT 0;
-- Set when an admin deletes (anonymises) the user, so the access record can say "deleted".
ALTER TABLE users ADD COLUMN IF NOT EXISTS deleted_at timestamptz;
