-- Each store keeps its opening hours as one compact JSON array beside its other card fields: every
-- list read them per card through a subquery on store_hours, which cost more than the rest of the
-- card. Statement triggers on store_hours keep the copy, whoever writes the hours; a loader that
-- turns triggers off (session_replication_role = replica) writes the copy itself.
ALTER TABLE "stores" ADD COLUMN "hours" jsonb;--> statement-breakpoint
-- The copy of one store's hours: [day, channel, start, end] rows, null when it has none.
CREATE FUNCTION store_hours_of(store bigint) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(jsonb_build_array(h.day_part_code, h.channel_code, h.start_time, h.end_time))
  FROM store_hours h WHERE h.store_id = store
$$;--> statement-breakpoint
CREATE FUNCTION keep_store_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the stores first, so that the update below (a new statement, a new snapshot) sees the
  -- hours of a concurrent writer of the same store once that writer commits.
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM changed_hours) ORDER BY id FOR UPDATE;
  UPDATE stores s SET hours = store_hours_of(s.id) WHERE s.id IN (SELECT store_id FROM changed_hours);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER store_hours_inserted AFTER INSERT ON store_hours REFERENCING NEW TABLE AS changed_hours
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_hours();--> statement-breakpoint
CREATE TRIGGER store_hours_updated_to AFTER UPDATE ON store_hours REFERENCING NEW TABLE AS changed_hours
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_hours();--> statement-breakpoint
-- An update may move hours from one store to another: the store it left is kept too.
CREATE TRIGGER store_hours_updated_from AFTER UPDATE ON store_hours REFERENCING OLD TABLE AS changed_hours
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_hours();--> statement-breakpoint
CREATE TRIGGER store_hours_deleted AFTER DELETE ON store_hours REFERENCING OLD TABLE AS changed_hours
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_hours();--> statement-breakpoint
-- A truncate names no rows: every store's copy goes.
CREATE FUNCTION forget_store_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stores SET hours = NULL WHERE hours IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER store_hours_truncated AFTER TRUNCATE ON store_hours
  FOR EACH STATEMENT EXECUTE FUNCTION forget_store_hours();--> statement-breakpoint
UPDATE stores s SET hours = store_hours_of(s.id) WHERE EXISTS (SELECT 1 FROM store_hours h WHERE h.store_id = s.id);
