-- The recognised pages of an attachment, one row per page and processing run, written page by page
-- while the document is recognised so that no process holds a whole recognised document (its
-- words, its JSON and the database's copy) at once. The pages visible to readers are those of the
-- run that attachment_documents names: a new run writes its pages under its own run number and a
-- completing run switches attachment_documents to it and deletes every other run's pages in the same
-- transaction, so a run that fails half-way never shows a mix of old and new pages.
CREATE TABLE attachment_pages (
  attachment_id bigint NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
  org_id bigint NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  run integer NOT NULL,
  -- 1-based page number
  number integer NOT NULL,
  -- the page as recognition produced it (size, source, rotation, lines with their words, tables)
  page jsonb NOT NULL,
  PRIMARY KEY (attachment_id, run, number)
);

CREATE TRIGGER structa_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attachment_pages
  FOR EACH STATEMENT EXECUTE FUNCTION structa_notify_change();

-- the documents recognised before: their pages move to the new table, the document keeps the rest
INSERT INTO attachment_pages (attachment_id, org_id, run, number, page)
SELECT d.attachment_id, d.org_id, d.run, t.n::int, t.p
FROM attachment_documents d, jsonb_array_elements(COALESCE(d.document->'pages', '[]'::jsonb)) WITH ORDINALITY AS t(p, n);

UPDATE attachment_documents SET document = document - 'pages' WHERE document ? 'pages';
