CREATE TABLE "payment_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders cancelled before payments kept its own record of them: payments knows them closed.
INSERT INTO "payment_orders" ("order_id", "closed_at")
SELECT o."id", o."cancelled_at" FROM "orders" o
WHERE o."status" = 'CANCEL' AND EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id");
