-- Every committed write to the service's tables notifies `structa_changes`, so API processes on a
-- PostgreSQL server drop the responses they cached from before it (docs/dispatch.md, "Response
-- cache"). The trigger fires once per statement; PostgreSQL folds a transaction's identical
-- notifications into one, sent at commit (never for a rollback). A table added later needs the
-- same trigger: change-notify.test.ts checks that every table has it.
CREATE FUNCTION structa_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('structa_changes', '');
  RETURN NULL;
END
$$;

DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' LOOP
    EXECUTE format('CREATE TRIGGER structa_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION structa_notify_change()', t);
  END LOOP;
END
$$;
