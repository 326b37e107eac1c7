-- Webhook endpoints and their delivery log, event data on notifications, and documents sent by
-- desktop ingest agents (one row per client idempotency key).
CREATE TABLE webhook_endpoints (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  event_types text[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  consecutive_failures integer NOT NULL DEFAULT 0,
  -- the signing secret is needed in clear to sign; it is never returned after creation or rotation
  secret text NOT NULL,
  -- after a rotation the previous secret also signs until it expires, so receivers can switch over
  previous_secret text,
  previous_secret_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (org_id, id);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  -- the webhook-id header: the same for every attempt and redelivery of one event to one endpoint
  message_id text NOT NULL,
  event_type text NOT NULL,
  -- the exact JSON text sent (and signed)
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_response_code integer,
  last_error text,
  last_attempt_at timestamptz,
  completed_at timestamptz,
  redelivery_of bigint REFERENCES webhook_deliveries(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (org_id, endpoint_id, id DESC);

-- what a notification is about (e.g. the attachment), as the event's data
ALTER TABLE notifications ADD COLUMN data jsonb;

CREATE TABLE ingest_documents (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  chat_id bigint NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  attachment_id bigint REFERENCES attachments(id) ON DELETE SET NULL,
  outcome text NOT NULL CHECK (outcome IN ('created', 'duplicate')),
  sha256 text NOT NULL,
  file_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- a retry with the same key finds the first result; concurrent retries lose on this constraint
  UNIQUE (org_id, user_id, idempotency_key)
);

-- the chat that receives a user's ingested documents when the agent names none
CREATE TABLE ingest_inboxes (
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  chat_id bigint NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  PRIMARY KEY (org_id, user_id)
);
