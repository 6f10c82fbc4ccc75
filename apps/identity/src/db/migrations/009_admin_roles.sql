-- Admin roles (docs/product-rules.md#admin-roles): support, finance, risk or
-- superadmin; NULL for players. `is_admin` stays (the spec's flag) and is true
-- exactly when a role is set. Admins from before roles existed had every power:
-- they become superadmins.
ALTER TABLE users ADD COLUMN IF NOT EXISTS admin_role text CHECK (admin_role IN ('support', 'finance', 'risk', 'superadmin'));
UPDATE users SET admin_role = 'superadmin' WHERE is_admin AND admin_role IS NULL;
UPDATE users SET is_admin = true WHERE admin_role IS NOT NULL AND NOT is_admin;
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_admin_role_matches_flag;
ALTER TABLE users ADD CONSTRAINT users_admin_role_matches_flag CHECK (is_admin = (admin_role IS NOT NULL));
