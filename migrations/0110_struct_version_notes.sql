-- A short note written when a version is published ("added the VAT number"), shown in the version history.
ALTER TABLE struct_versions ADD COLUMN note text NOT NULL DEFAULT '';
