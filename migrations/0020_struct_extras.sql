-- jsonb reorders object keys; the order of a schema's properties is the order fields are shown
-- and extracted in, so the schema text is also kept as json (which preserves it). NULL means
-- "use schema_json" (rows written before this column existed, or by plain SQL).
ALTER TABLE structs ADD COLUMN schema_source json;
ALTER TABLE struct_versions ADD COLUMN schema_source json;

-- the default struct list: one organisation, newest first, optionally by status
CREATE INDEX structs_org_list_idx ON structs (org_id, status, updated_at DESC, id DESC);
