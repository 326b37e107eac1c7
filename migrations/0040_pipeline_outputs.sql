-- Outputs of processing, one set per attachment, replaced as a whole by each completed run:
-- the recognised document (pages, lines, words, boxes) with its plain text, and the chunks
-- with a full-text index (text search configuration 'simple': no stemming, any language).
CREATE TABLE attachment_documents (
  attachment_id bigint PRIMARY KEY REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  run integer NOT NULL,
  page_count integer NOT NULL,
  document jsonb NOT NULL,
  -- pages' text joined with a form feed (U+000C); chunk offsets point into it
  plain_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE attachment_chunks (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  attachment_id bigint NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  run integer NOT NULL,
  seq integer NOT NULL,
  page_start integer NOT NULL,
  page_end integer NOT NULL,
  char_start integer NOT NULL,
  char_end integer NOT NULL,
  heading text,
  text text NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, text)) STORED,
  -- a chunk exists once per position whatever re-runs or duplicate jobs happen
  UNIQUE (attachment_id, seq)
);
CREATE INDEX attachment_chunks_tsv_idx ON attachment_chunks USING GIN (tsv);
CREATE INDEX attachment_chunks_org_idx ON attachment_chunks (org_id, attachment_id);
