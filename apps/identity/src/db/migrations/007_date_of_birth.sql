-- Date of birth (docs/product-rules.md#age): given at sign-up; a player who
-- signed up before it existed gives it once at their next sign-in. Set once:
-- a player cannot change it afterwards (an under-age answer cannot be retried).
ALTER TABLE users ADD COLUMN IF NOT EXISTS date_of_birth date;
