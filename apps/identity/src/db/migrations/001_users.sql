-- Users of the platform. Balances live in the wallet service.
CREATE TABLE users (
  id                  uuid PRIMARY KEY,
  username            text NOT NULL,
  -- Usernames are unique regardless of case: "Alice" and "alice" are one user.
  username_key        text NOT NULL,
  email               text,
  full_name           text,
  first_name          text,
  country             text NOT NULL DEFAULT 'MV',
  phone               text,
  language            text CHECK (language IN ('en', 'th', 'hi', 'bn', 'ar')),
  -- Display currency only (docs/product-rules.md#money): the ledger is in the base
  -- currency. USD is the fallback for an unknown country.
  currency            text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'GBP', 'THB', 'INR')),
  level               integer NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 3),
  status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  is_admin            boolean NOT NULL DEFAULT false,
  referral_code       text NOT NULL,
  referred_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  profile_image_url   text,
  payment_methods     jsonb NOT NULL DEFAULT '[]'::jsonb,
  password_hash       text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_username_key_unique UNIQUE (username_key),
  CONSTRAINT users_referral_code_unique UNIQUE (referral_code),
  CONSTRAINT users_username_key_is_lower CHECK (username_key = lower(username))
);

CREATE INDEX users_referred_by_user_id_idx ON users (referred_by_user_id);
