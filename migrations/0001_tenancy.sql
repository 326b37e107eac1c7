-- Organisations, users, memberships and the organisation API key.
CREATE TABLE organisations (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  digital_uploads_enabled boolean NOT NULL DEFAULT false,
  ingest_allowlisted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE memberships (
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);

CREATE TABLE api_keys (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
-- at most one active key per organisation, whatever the concurrency
CREATE UNIQUE INDEX api_keys_one_active ON api_keys (org_id) WHERE revoked_at IS NULL;
