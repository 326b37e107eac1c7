-- a user keeps one copy of the same bytes in the knowledge base (concurrent uploads decided by the index)
CREATE UNIQUE INDEX kb_files_user_sha_key ON kb_files (org_id, user_id, sha256);
