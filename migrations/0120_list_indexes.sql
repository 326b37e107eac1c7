-- Indexes serving the filter and the order of list pages, so a page costs its own size and not
-- the organisation's. Each new index replaces one that covered a prefix of it.
CREATE INDEX chats_org_page_idx ON chats (org_id, created_at DESC, id DESC);
DROP INDEX chats_org_idx;

CREATE INDEX kb_files_user_page_idx ON kb_files (org_id, user_id, created_at DESC, id DESC);
DROP INDEX kb_files_user_idx;

CREATE INDEX attachments_chat_page_idx ON attachments (org_id, chat_id, created_at, id);
DROP INDEX attachments_org_idx;

-- documents linked into chats, by document (unlinking, deleting a document)
CREATE INDEX chat_attachment_links_attachment_idx ON chat_attachment_links (attachment_id);
