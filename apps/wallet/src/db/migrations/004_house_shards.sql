-- The house side of ticket purchases is spread over sub-accounts
-- (house-postings.ts): each purchase credits one of them at random, so
-- concurrent purchases do not all queue on one balance row. They are system
-- accounts like `house`, so every balance still sums to zero; the house's
-- takings are the sum of `house` and its sub-accounts.
INSERT INTO accounts (kind, code, allow_negative)
SELECT 'system', 'house_' || lpad(n::text, 2, '0'), true FROM generate_series(1, 16) AS n
ON CONFLICT DO NOTHING;
