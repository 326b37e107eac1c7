-- Structs (named extraction schemas with a working draft) and their immutable, numbered versions.
CREATE TABLE structs (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (length(slug) BETWEEN 1 AND 200 AND slug ~ '^[-a-zA-Z0-9_]+$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  schema_json jsonb NOT NULL DEFAULT '{"type":"object","properties":{}}',
  annotations_json jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'active', 'archived')),
  black_hole_enabled boolean NOT NULL DEFAULT false,
  sample_attachment_id bigint,
  latest_proposals_json jsonb,
  current_version_id bigint,
  draft_revision integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, slug)
);

CREATE TABLE struct_versions (
  id bigserial PRIMARY KEY,
  struct_id bigint NOT NULL REFERENCES structs(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  version_number integer NOT NULL,
  schema_json jsonb NOT NULL,
  annotations_json jsonb NOT NULL,
  -- the draft revision this version snapshotted (has_unpublished_changes compares it)
  draft_revision integer NOT NULL,
  black_hole_enabled boolean NOT NULL DEFAULT false,
  deprecated_at timestamptz,
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (struct_id, version_number)
);
CREATE INDEX struct_versions_org_idx ON struct_versions (org_id);

ALTER TABLE structs ADD CONSTRAINT structs_current_version_fk
  FOREIGN KEY (current_version_id) REFERENCES struct_versions(id) ON DELETE SET NULL;
