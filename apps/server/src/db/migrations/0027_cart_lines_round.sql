-- A round's lines are read by round (the kitchen screen, a sent round's event): without this index every
-- such read scanned every cart line ever sent, of every store.
CREATE INDEX "cart_lines_round_idx" ON "cart_lines" USING btree ("round_id","id") WHERE "cart_lines"."round_id" is not null;