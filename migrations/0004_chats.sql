-- Chats, their attachments (documents), links of attachments into other chats, knowledge-base
-- files, processing progress events and the credit ledger.
CREATE TABLE chats (
  id bigserial PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL DEFAULT '' CHECK (length(title) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chats_org_idx ON chats (org_id, created_at DESC);

CREATE TABLE kb_files (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_type text NOT NULL,
  sha256 text NOT NULL,
  size_bytes bigint NOT NULL,
  blob_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kb_files_user_idx ON kb_files (org_id, user_id);

CREATE TABLE attachments (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  chat_id bigint NOT NULL REFERENCES chats(id) ON DELETE CASCADE,      -- home chat
  uploaded_by bigint REFERENCES users(id) ON DELETE SET NULL,
  file_name text NOT NULL,
  file_type text NOT NULL,                                             -- lower-case extension, e.g. pdf
  mime_type text NOT NULL,
  sha256 text NOT NULL,
  size_bytes bigint NOT NULL,
  blob_key text NOT NULL,
  processing_status text NOT NULL DEFAULT 'pending' CHECK (processing_status IN ('pending', 'completed', 'failed')),
  processing_progress integer NOT NULL DEFAULT 0 CHECK (processing_progress BETWEEN 0 AND 100),
  processing_stage text NOT NULL DEFAULT 'queued',
  page_count integer NOT NULL DEFAULT 0,
  struct_version_id bigint REFERENCES struct_versions(id) ON DELETE SET NULL,  -- pinned for extraction
  extraction_struct_version_id bigint REFERENCES struct_versions(id) ON DELETE SET NULL,
  target_language text NOT NULL DEFAULT '',
  is_from_kb boolean NOT NULL DEFAULT false,
  kb_file_id bigint REFERENCES kb_files(id) ON DELETE SET NULL,
  processor_document_id text,
  -- fencing: each processing run takes a new number; late writes of an older run are refused
  processing_run integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chat_id, sha256)
);
CREATE INDEX attachments_org_idx ON attachments (org_id, chat_id, created_at);

-- an attachment linked into another chat of the same organisation
CREATE TABLE chat_attachment_links (
  chat_id bigint NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  attachment_id bigint NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chat_id, attachment_id)
);

-- every change of processing_status/progress/stage, for SSE streams with Last-Event-ID resume
CREATE TABLE attachment_events (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL,
  chat_id bigint NOT NULL,
  attachment_id bigint NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  processing_status text NOT NULL,
  processing_progress integer NOT NULL,
  processing_stage text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachment_events_att_idx ON attachment_events (attachment_id, id);
CREATE INDEX attachment_events_chat_idx ON attachment_events (chat_id, id);

CREATE TABLE credit_ledger (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  amount integer NOT NULL,                    -- positive grant, negative debit
  kind text NOT NULL CHECK (kind IN ('grant', 'debit')),
  reason text NOT NULL,                       -- e.g. upload_extraction, reprocess, schema_test, admin_grant
  attachment_id bigint REFERENCES attachments(id) ON DELETE SET NULL,
  -- makes a debit happen exactly once, e.g. 'extract:<attachment>:<run>'
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_org_idx ON credit_ledger (org_id, id DESC);
ALTER TABLE organisations ADD COLUMN credit_balance integer NOT NULL DEFAULT 0;
