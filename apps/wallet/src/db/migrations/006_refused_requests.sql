-- A money request refused for want of money keeps that answer. The caller
-- records the refusal as final (a failed purchase, a refused withdrawal
-- hold), so a copy of the request that reaches the wallet later (a retry
-- after a lost reply, a request held up behind a cut connection, a second
-- worker driving the same purchase) must be refused too, even when the
-- balance has grown meanwhile. Written and read only while the user's
-- accounts are locked, so a key has either one refusal or its transfers.
CREATE TABLE refused_requests (
  idempotency_key     text PRIMARY KEY,
  user_id             uuid NOT NULL,
  request_fingerprint text NOT NULL,
  code                text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
