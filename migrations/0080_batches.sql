-- Batches: many documents processed with one pinned struct version or classified into the
-- organisation's participating structs. A batch keeps its documents in a chat of kind 'batch'
-- (never listed among chats) so uploads, dedupe, processing, progress events and exports work
-- the same way as for chats.
ALTER TABLE chats ADD COLUMN kind text NOT NULL DEFAULT 'chat' CHECK (kind IN ('chat', 'batch'));

CREATE TABLE batches (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  -- the chat that holds the documents; deleting it deletes the batch
  chat_id bigint NOT NULL UNIQUE REFERENCES chats(id) ON DELETE CASCADE,
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 200),
  -- pinned version; null with classify = true
  struct_version_id bigint REFERENCES struct_versions(id) ON DELETE SET NULL,
  classify boolean NOT NULL,
  target_language text NOT NULL DEFAULT '',
  -- set once, when no document of the batch is pending any more
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX batches_org_idx ON batches (org_id, created_at DESC, id DESC);

ALTER TABLE attachments ADD COLUMN batch_id bigint REFERENCES batches(id) ON DELETE CASCADE;
CREATE INDEX attachments_batch_idx ON attachments (batch_id) WHERE batch_id IS NOT NULL;

-- The classification of a batch document by its latest processing run.
CREATE TABLE attachment_classifications (
  attachment_id bigint PRIMARY KEY REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  run integer NOT NULL,
  method text NOT NULL CHECK (method IN ('deterministic', 'model')),
  -- the chosen version; null when the document ended unclassified
  struct_version_id bigint REFERENCES struct_versions(id) ON DELETE SET NULL,
  score double precision NOT NULL,
  threshold double precision NOT NULL,
  -- [string]: why the chosen version won (or why none did)
  reasons jsonb NOT NULL DEFAULT '[]',
  -- [{struct_version_id, struct_slug, struct_name, score}], best first
  candidates jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachment_classifications_org_idx ON attachment_classifications (org_id);
