-- With 64 house sub-accounts, 50 buyers at once still met on one row often
-- enough to be measured (pgbench's purchase mirror: about 5 of 50 waiting on
-- one, and 12-16 % fewer purchases a second than with 256). 256 make it rare.
INSERT INTO accounts (kind, code, allow_negative)
SELECT 'system', 'house_' || lpad(n::text, 3, '0'), true FROM generate_series(65, 256) AS n
ON CONFLICT DO NOTHING;
