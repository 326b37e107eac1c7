-- The translation of an attachment into its requested target language, one per attachment,
-- replaced as a whole by each completed run (like the other processing outputs). A run that
-- could not translate still records why: status 'unavailable' (no translation service is
-- configured) or 'failed' (the service errored or timed out), with empty pages.
CREATE TABLE attachment_translations (
  attachment_id bigint PRIMARY KEY REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  run integer NOT NULL,
  target_language text NOT NULL,
  status text NOT NULL CHECK (status IN ('completed', 'unavailable', 'failed')),
  reason text,
  -- [{number, text}] in page order
  pages jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachment_translations_org_idx ON attachment_translations (org_id, attachment_id);
