-- Payments charges a payable, not only a voucher order (ADR 021). Every charge and every ledger
-- row names its payable; the voucher orders' rows keep their order_id, which is their payable id.
CREATE TABLE "payables" (
	"kind" text NOT NULL,
	"payable_id" bigint NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payables_kind_payable_id_pk" PRIMARY KEY("kind","payable_id")
);
--> statement-breakpoint
INSERT INTO "payables" ("kind", "payable_id", "closed_at")
SELECT 'VOUCHER_ORDER', "order_id", "closed_at" FROM "payment_orders";--> statement-breakpoint
DROP TABLE "payment_orders" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payable_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payable_id" bigint;--> statement-breakpoint
UPDATE "payments" SET "payable_kind" = 'VOUCHER_ORDER', "payable_id" = "order_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payable_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payable_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payable_kind" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payable_id" bigint;--> statement-breakpoint
UPDATE "ledger_entries" SET "payable_kind" = 'VOUCHER_ORDER', "payable_id" = "order_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "payable_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "payable_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
DROP INDEX "payments_one_success_idx";--> statement-breakpoint
DROP INDEX "payments_one_open_idx";--> statement-breakpoint
CREATE INDEX "ledger_entries_payable_idx" ON "ledger_entries" USING btree ("payable_kind","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" = 'PAY_SUCCESS';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("payable_kind","payable_id") WHERE "payments"."status" = 'WAIT_PAY';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payable_check" CHECK (("payments"."payable_kind" = 'VOUCHER_ORDER') = ("payments"."order_id" is not null and "payments"."order_id" = "payments"."payable_id"));
