-- What extraction learned from reviewed documents, per organisation and struct (shared by every
-- version of the struct; fields are matched by JSON pointer). Every read names org_id.

-- One row per reviewed document learned from: its signature tells later documents that resemble it.
CREATE TABLE struct_learning_sources (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  struct_id bigint NOT NULL REFERENCES structs(id) ON DELETE CASCADE,
  -- deleting the document deletes what was learned from it
  attachment_id bigint NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  -- {issuer: [word], ids: ["vat:…", "iban:…", "phone:…", "email:<domain>"], layout: ["word@col:row"]}
  signature jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, struct_id, attachment_id)
);

-- One row per field of a source: where the reviewed value sat and what it looked like.
CREATE TABLE struct_learned_examples (
  id bigserial PRIMARY KEY,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  struct_id bigint NOT NULL REFERENCES structs(id) ON DELETE CASCADE,
  source_id bigint NOT NULL REFERENCES struct_learning_sources(id) ON DELETE CASCADE,
  field_path text NOT NULL,
  label text,
  relation text NOT NULL CHECK (relation IN ('same-line', 'right', 'below', 'none')),
  shape text NOT NULL,
  value jsonb NOT NULL,
  -- {dx, dy, page, box, labelBox, raw}: the rest of the example
  detail jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- the extraction stage loads a struct's newest examples; lists, trims and resets also go by field
CREATE INDEX struct_learned_examples_lookup_idx ON struct_learned_examples (org_id, struct_id, id DESC);
CREATE INDEX struct_learned_examples_field_idx ON struct_learned_examples (org_id, struct_id, field_path, id DESC);
CREATE INDEX struct_learned_examples_source_idx ON struct_learned_examples (source_id);
