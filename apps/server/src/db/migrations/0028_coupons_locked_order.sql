-- A paid or cancelled order finds the coupons it held by their order: without this index each payment
-- scanned every coupon ever claimed.
CREATE INDEX "coupons_locked_order_idx" ON "coupons" USING btree ("locked_order_id") WHERE "coupons"."locked_order_id" is not null;