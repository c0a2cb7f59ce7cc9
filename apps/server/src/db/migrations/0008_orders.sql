CREATE TABLE "flash_purchase_counts" (
	"flash_sale_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "flash_purchase_counts_flash_sale_id_product_id_user_id_pk" PRIMARY KEY("flash_sale_id","product_id","user_id"),
	CONSTRAINT "flash_purchase_counts_bought_check" CHECK ("flash_purchase_counts"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('CHARGE', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"flash_sale_id" bigint,
	"quantity" integer NOT NULL,
	"original_unit_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"product_name" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"valid_days" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price" >= 0 and "order_lines"."unit_price" <= "order_lines"."original_unit_price")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 800000001 CACHE 1),
	"user_id" bigint NOT NULL,
	"settlement_key" text NOT NULL,
	"settlement_type" text NOT NULL,
	"status" text DEFAULT 'INIT' NOT NULL,
	"merchant_id" bigint NOT NULL,
	"original_amount" integer NOT NULL,
	"payable_amount" integer NOT NULL,
	"discounts" jsonb NOT NULL,
	"coupon_id" bigint,
	"red_envelope_id" bigint,
	"pay_deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "orders_payable_check" CHECK ("orders"."payable_amount" > 0 and "orders"."payable_amount" <= "orders"."original_amount"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('INIT', 'SUBMIT', 'COMPLETED', 'REFUND', 'CANCEL', 'RETURN', 'EXPIRED'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"provider_ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 900000001 CACHE 1),
	"order_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"pay_method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'WAIT_PAY' NOT NULL,
	"provider_ref" text,
	"qris_payload" text,
	"redirect_url" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('WAIT_PAY', 'PAY_SUCCESS', 'CLOSE'))
);
--> statement-breakpoint
CREATE TABLE "product_purchase_counts" (
	"product_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"bought" integer NOT NULL,
	CONSTRAINT "product_purchase_counts_product_id_user_id_pk" PRIMARY KEY("product_id","user_id"),
	CONSTRAINT "product_purchase_counts_bought_check" CHECK ("product_purchase_counts"."bought" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"pay_method" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"refund_ref" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('PENDING', 'PAID', 'DECLINED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "flash_purchase_counts" ADD CONSTRAINT "flash_purchase_counts_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchase_counts" ADD CONSTRAINT "flash_purchase_counts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_purchase_counts" ADD CONSTRAINT "flash_purchase_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_red_envelope_id_coupons_id_fk" FOREIGN KEY ("red_envelope_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_purchase_counts" ADD CONSTRAINT "product_purchase_counts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_purchase_counts" ADD CONSTRAINT "product_purchase_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("kind","provider","provider_ref");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_settlement_key_idx" ON "orders" USING btree ("settlement_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" in ('INIT', 'SUBMIT');--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'PAY_SUCCESS';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'WAIT_PAY';--> statement-breakpoint
CREATE INDEX "sandbox_charges_merchant_ref_idx" ON "sandbox_charges" USING btree ("merchant_ref");