-- Money records are never changed or deleted (docs/product-rules.md#money): a
-- correction is a new transfer the other way.
CREATE FUNCTION transfers_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER transfers_append_only
  BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_append_only();
