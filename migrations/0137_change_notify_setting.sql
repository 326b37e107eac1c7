-- The change trigger of 0135 fires unless the session's `structa.change_notify` setting is 'off'.
-- The embedded database starts with it off (src/db/pglite-params.ts): its one process is the only
-- writer and its database port already counts every write, so the notification told nobody
-- anything, and sending it (a trigger call per table per statement, the notification queue at
-- commit) was about a tenth of the database's work per document (docs/dispatch.md). A server
-- leaves the setting unset, so every committed write notifies `structa_changes` as before.
-- A table added later takes the same trigger: write-watch.test.ts checks every table has it.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
           WHERE g.tgname = 'structa_notify_change' AND c.relnamespace = to_regnamespace(current_schema()) LOOP
    EXECUTE format('DROP TRIGGER structa_notify_change ON %I', t);
    EXECUTE format('CREATE TRIGGER structa_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT '
                   'WHEN (current_setting(''structa.change_notify'', true) IS DISTINCT FROM ''off'') EXECUTE FUNCTION structa_notify_change()', t);
  END LOOP;
END
$$;
