-- Each store keeps the words of its dishes beside its own: store search finds the stores holding a
-- word in their texts or in a dish with one scan of `stores`, filtered and capped as one, rather
-- than a scan of each table whose dish matches are then joined to their stores. Statement triggers
-- on dishes keep the copy, whoever writes the dishes; a loader that turns triggers off
-- (session_replication_role = replica) writes the copy itself.
ALTER TABLE "stores" ADD COLUMN "dish_words" "tsvector";--> statement-breakpoint
-- The words of one store's dishes, null when it has none. Words only: which dish a word came from
-- is scored later, from the dishes themselves.
CREATE FUNCTION store_dish_words_of(store bigint) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', string_agg(d.search_text, ' ')) FROM dishes d WHERE d.store_id = store
$$;--> statement-breakpoint
CREATE FUNCTION keep_store_dish_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the stores first, so that the update below (a new statement, a new snapshot) sees the
  -- dishes of a concurrent writer of the same store once that writer commits.
  PERFORM 1 FROM stores WHERE id IN (SELECT store_id FROM changed_dishes) ORDER BY id FOR UPDATE;
  UPDATE stores s SET dish_words = store_dish_words_of(s.id) WHERE s.id IN (SELECT store_id FROM changed_dishes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dishes_inserted AFTER INSERT ON dishes REFERENCING NEW TABLE AS changed_dishes
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_dish_words();--> statement-breakpoint
CREATE TRIGGER dishes_updated_to AFTER UPDATE ON dishes REFERENCING NEW TABLE AS changed_dishes
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_dish_words();--> statement-breakpoint
-- An update may move a dish from one store to another: the store it left is kept too.
CREATE TRIGGER dishes_updated_from AFTER UPDATE ON dishes REFERENCING OLD TABLE AS changed_dishes
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_dish_words();--> statement-breakpoint
CREATE TRIGGER dishes_deleted AFTER DELETE ON dishes REFERENCING OLD TABLE AS changed_dishes
  FOR EACH STATEMENT EXECUTE FUNCTION keep_store_dish_words();--> statement-breakpoint
-- A truncate names no rows: every store's copy goes.
CREATE FUNCTION forget_store_dish_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stores SET dish_words = NULL WHERE dish_words IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dishes_truncated AFTER TRUNCATE ON dishes
  FOR EACH STATEMENT EXECUTE FUNCTION forget_store_dish_words();--> statement-breakpoint
UPDATE stores s SET dish_words = store_dish_words_of(s.id) WHERE EXISTS (SELECT 1 FROM dishes d WHERE d.store_id = s.id);--> statement-breakpoint
CREATE INDEX "stores_dish_words_idx" ON "stores" USING gin ("dish_words");--> statement-breakpoint
-- Search no longer asks the dishes' own full-text index.
DROP INDEX "dishes_search_words_idx";