-- Review and correction of extraction results, and the per-struct confidence threshold below
-- which an unreviewed field makes a result need review.

-- the draft's threshold; a version snapshots it at publish
ALTER TABLE structs ADD COLUMN review_threshold double precision NOT NULL DEFAULT 0.5
  CHECK (review_threshold >= 0 AND review_threshold <= 1);
ALTER TABLE struct_versions ADD COLUMN review_threshold double precision NOT NULL DEFAULT 0.5
  CHECK (review_threshold >= 0 AND review_threshold <= 1);

-- kept up to date whenever the machine result, the reviews or the completion mark change,
-- so that attachment lists can filter on it
ALTER TABLE extraction_results ADD COLUMN needs_review boolean NOT NULL DEFAULT false;
-- results written before reviews existed: no reviews yet and every threshold is the default 0.5,
-- so a field under 0.5 or a required property reported missing by validation makes them need review
UPDATE extraction_results SET needs_review = true
 WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(fields) f WHERE (f->>'confidence')::double precision < 0.5)
    OR EXISTS (SELECT 1 FROM jsonb_array_elements(problems) p WHERE p->>'message' = 'is required');

-- One reviewed path of an attachment's result. The machine result stays in extraction_results
-- (a reprocess replaces it); reviews live here so they survive a reprocess and are applied on top.
CREATE TABLE extraction_reviews (
  -- increasing: reviews are applied in this order (a later item-level review on top of an earlier whole-array one)
  id bigserial PRIMARY KEY,
  attachment_id bigint NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  -- JSON pointer into data
  path text NOT NULL,
  action text NOT NULL CHECK (action IN ('confirm', 'correct')),
  -- the reviewed value; SQL NULL when the field has no value in the document
  value jsonb,
  -- [{path, value, citations, source, raw?}]: the scalar leaves of the value with their grounding
  leaves jsonb NOT NULL DEFAULT '[]',
  reviewer_kind text NOT NULL CHECK (reviewer_kind IN ('user', 'api_key')),
  reviewer_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  reviewer_email text,
  reviewed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (attachment_id, path)
);
CREATE INDEX extraction_reviews_org_idx ON extraction_reviews (org_id, attachment_id);

-- Per attachment: the last review (who and when) and whether the reviewer marked the result complete.
CREATE TABLE extraction_review_marks (
  attachment_id bigint PRIMARY KEY REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  complete boolean NOT NULL DEFAULT false,
  reviewer_kind text NOT NULL CHECK (reviewer_kind IN ('user', 'api_key')),
  reviewer_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  reviewer_email text,
  reviewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX extraction_review_marks_org_idx ON extraction_review_marks (org_id);
