-- Chat turns (questions asked of a chat's documents, with cited answers), the struct builder's
-- sample sections and summary, and Full Test runs.
CREATE TABLE chat_turns (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  chat_id bigint NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  asked_by bigint REFERENCES users(id) ON DELETE SET NULL,
  question text NOT NULL,
  -- the answer as shown: the grounded statements joined
  answer text NOT NULL,
  -- [{text, grounded, citations: [{attachment_id, file_name, page, bbox, text}]}]
  statements jsonb NOT NULL,
  mode text NOT NULL CHECK (mode IN ('retrieval', 'model')),
  model text,
  credits_spent integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_turns_chat_idx ON chat_turns (org_id, chat_id, id);

-- sections of the struct's sample document ([{heading, number, level, page_start, page_end, excerpt}]),
-- snapshotted into each version at publish
ALTER TABLE structs ADD COLUMN sample_sections jsonb NOT NULL DEFAULT '[]';
ALTER TABLE struct_versions ADD COLUMN sample_sections jsonb NOT NULL DEFAULT '[]';
-- what the builder read of the sample (docs/builder.md, "sample_attachment")
ALTER TABLE structs ADD COLUMN sample_summary jsonb;
-- the chat that holds the struct's sample uploads
ALTER TABLE structs ADD COLUMN samples_chat_id bigint REFERENCES chats(id) ON DELETE SET NULL;

-- a schema test over chosen attachments ('test') or over every reviewed document ('full')
ALTER TABLE schema_tests ADD COLUMN kind text NOT NULL DEFAULT 'test' CHECK (kind IN ('test', 'full'));
