CREATE SEQUENCE "public"."voucher_refund_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 950000001 CACHE 1;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "refund_request_id" text;--> statement-breakpoint
CREATE INDEX "vouchers_refund_request_idx" ON "vouchers" USING btree ("order_id","refund_request_id") WHERE "vouchers"."refund_request_id" is not null;--> statement-breakpoint
-- Refund ids now come from the orders module: past every refund recorded so far.
SELECT setval('"public"."voucher_refund_ids"', GREATEST((SELECT max("id") FROM "refunds"), 950000000) + 1, false);--> statement-breakpoint
-- The requests that gave vouchers back so far, so their retries still answer their refund.
UPDATE "vouchers" v SET "refund_request_id" = r."request_id"
FROM "refunds" r WHERE r."id" = v."refund_id" AND r."request_id" IS NOT NULL;
