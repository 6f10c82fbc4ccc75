-- A ticket purchase paid in cash, when nothing stands in its way, as ONE
-- statement the wallet sends on its own (its own commit): the player's
-- accounts locked, then the posting, instead of BEGIN, the lock, the posting
-- and COMMIT as four round trips with the lock held across them.
--
-- Each statement of a plpgsql function takes a new snapshot (READ
-- COMMITTED): the posting below sees every transfer, refusal, block and
-- limit committed before the lock was granted, exactly as the separate
-- statement after the lock did.
--
-- It posts (the transfer, the cash debit with its guard, the house
-- sub-account's credit, the `wallet.transfer.posted.v1` outbox row) only
-- when the player has no bonus money and cash for the whole amount in the
-- account the caller named, no transfer and no refusal exists under the key,
-- and player protection has nothing to look at: no play block or age
-- restriction in force, no spend or loss limit. Otherwise it writes nothing
-- and returns what it found under the key; the caller then takes the
-- general path, which gives every refusal its reason.
CREATE FUNCTION wallet_cash_purchase(
  p_key text, p_user uuid, p_transfer uuid, p_cash_account uuid, p_house_account uuid, p_amount bigint,
  p_memo text, p_fingerprint text, p_event uuid, p_subject text, p_payload jsonb
) RETURNS TABLE (posted_transfer_id uuid, cash_after_minor bigint, held_minor bigint, credited_rows int, earlier_transfer jsonb, earlier_refusal jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  account record;
  cash_id uuid;
  cash bigint := 0;
  held bigint := 0;
  bonus bigint := 0;
  payable boolean;
BEGIN
  -- Every account of the player, in id order, as every posting locks them.
  FOR account IN SELECT id, kind, balance_minor FROM accounts WHERE owner_user_id = p_user ORDER BY id FOR UPDATE LOOP
    IF account.kind = 'user_available' THEN cash_id := account.id; cash := account.balance_minor;
    ELSIF account.kind = 'user_held' THEN held := account.balance_minor;
    ELSIF account.kind = 'user_bonus' THEN bonus := account.balance_minor;
    END IF;
  END LOOP;
  payable := cash_id IS NOT DISTINCT FROM p_cash_account AND bonus = 0 AND p_amount > 0 AND cash >= p_amount;

  RETURN QUERY
  WITH earlier AS (
    SELECT * FROM transfers WHERE idempotency_key = p_key
  ), refused AS (
    SELECT user_id, request_fingerprint, code, details FROM refused_requests WHERE idempotency_key = p_key
  ), checks AS (
    SELECT EXISTS (SELECT 1 FROM play_blocks WHERE user_id = p_user
             AND ((kind = 'time_out' AND ends_at > clock_timestamp()) OR (kind = 'self_exclusion' AND reopened_at IS NULL)))
        OR EXISTS (SELECT 1 FROM age_restrictions WHERE user_id = p_user AND (plays_from::timestamp AT TIME ZONE 'UTC') > clock_timestamp())
        OR EXISTS (SELECT 1 FROM spending_limits WHERE user_id = p_user AND kind <> 'deposit' AND limit_minor IS NOT NULL) AS needed
  ), posted AS (
    INSERT INTO transfers (id, idempotency_key, operation, kind, user_id, debit_account_id, credit_account_id, amount_minor, memo, request_fingerprint)
    SELECT p_transfer, p_key, 'debit', 'ticket_purchase', p_user, p_cash_account, p_house_account, p_amount, p_memo, p_fingerprint
     WHERE payable AND NOT EXISTS (SELECT 1 FROM earlier) AND NOT EXISTS (SELECT 1 FROM refused) AND NOT (SELECT needed FROM checks)
    RETURNING id
  ), debited AS (
    UPDATE accounts SET balance_minor = balance_minor - p_amount
     WHERE id = p_cash_account AND (allow_negative OR balance_minor >= p_amount) AND EXISTS (SELECT 1 FROM posted)
    RETURNING balance_minor
  ), credited AS (
    UPDATE accounts SET balance_minor = balance_minor + p_amount WHERE id = p_house_account AND EXISTS (SELECT 1 FROM posted)
    RETURNING id
  ), announced AS (
    INSERT INTO outbox (id, subject, payload) SELECT p_event, p_subject, p_payload FROM posted
  )
  SELECT (SELECT id FROM posted),
         (SELECT balance_minor FROM debited),
         held,
         (SELECT count(*) FROM credited)::int,
         (SELECT to_jsonb(e) FROM earlier e),
         (SELECT to_jsonb(r) FROM refused r);
END
$$;
