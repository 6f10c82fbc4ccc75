-- The admin's role as identity announces it (identity.user.access-changed.v1,
-- docs/product-rules.md#admin-roles); NULL for players. A copy written before
-- roles existed keeps NULL until the user's next change: checkCallerAccess then
-- trusts the role in the signed caller.
ALTER TABLE user_access ADD COLUMN IF NOT EXISTS admin_role text;
