-- The current extraction result of each attachment (a re-run replaces it) and schema test runs.
CREATE TABLE extraction_results (
  attachment_id bigint PRIMARY KEY REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  -- the processing run that wrote it; an older run never overwrites a newer result
  run integer NOT NULL,
  struct_version_id bigint REFERENCES struct_versions(id) ON DELETE SET NULL,
  extractor text NOT NULL,
  data jsonb NOT NULL,
  -- [{path, value, confidence, citations: [{page, bbox: {x0, y0, x1, y1}, text}]}]
  fields jsonb NOT NULL,
  -- [{path, message}]: schema validation problems of data
  problems jsonb NOT NULL DEFAULT '[]',
  -- [{path, value, reason}]: values proposed but removed (e.g. not found in the document)
  dropped jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX extraction_results_org_idx ON extraction_results (org_id);

CREATE TABLE schema_tests (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  struct_id bigint NOT NULL REFERENCES structs(id) ON DELETE CASCADE,
  -- 'draft' or the version number tested
  version_label text NOT NULL,
  struct_version_id bigint REFERENCES struct_versions(id) ON DELETE SET NULL,
  result jsonb NOT NULL,
  credits_spent integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schema_tests_org_idx ON schema_tests (org_id, struct_id, id DESC);
