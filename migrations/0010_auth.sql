-- Identity-provider subjects linked to users, web sessions, notifications, direct shares and
-- ingest agent heartbeats.
CREATE TABLE identity_links (
  issuer text NOT NULL,
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX identity_links_user_idx ON identity_links (user_id);

-- only a SHA-256 of the session id is stored
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 1000),
  direct_share_id bigint,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (org_id, user_id, created_at DESC, id DESC);

-- a chat shared by one member with another member of the same organisation
CREATE TABLE direct_shares (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  chat_id bigint NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  from_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  to_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz
);
CREATE UNIQUE INDEX direct_shares_one_per_recipient ON direct_shares (chat_id, to_user_id);
CREATE INDEX direct_shares_recipient_idx ON direct_shares (org_id, to_user_id, created_at DESC);

CREATE TABLE ingest_agents (
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agent_id text NOT NULL CHECK (length(agent_id) BETWEEN 1 AND 100),
  agent_version text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, user_id, agent_id)
);

-- API keys are looked up by their non-secret display prefix, then compared in constant time
CREATE INDEX api_keys_active_prefix_idx ON api_keys (prefix) WHERE revoked_at IS NULL;
