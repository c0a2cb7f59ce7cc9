-- Pickup and delivery orders (issue 24): the order, its lines, the stores' daily pickup numbers; a
-- delivery channel may name its own radius.
CREATE TABLE "food_order_counters" (
	"store_id" bigint NOT NULL,
	"day" date NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "food_order_counters_store_id_day_pk" PRIMARY KEY("store_id","day"),
	CONSTRAINT "food_order_counters_no_check" CHECK ("food_order_counters"."last_no" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 770000001 CACHE 1),
	"order_id" bigint NOT NULL,
	"dish_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "food_order_lines_quantity_check" CHECK ("food_order_lines"."quantity" between 1 and 99),
	CONSTRAINT "food_order_lines_price_check" CHECK ("food_order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "food_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "food_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 760000001 CACHE 1),
	"store_id" bigint NOT NULL,
	"qr_code_id" text NOT NULL,
	"order_food_type" smallint NOT NULL,
	"status" text DEFAULT 'UNPAID' NOT NULL,
	"user_id" bigint,
	"client_order_id" uuid NOT NULL,
	"pickup_no" integer NOT NULL,
	"day" date NOT NULL,
	"pickup_time" timestamp with time zone,
	"address_text" text,
	"lat" double precision,
	"lng" double precision,
	"contact_phone" text,
	"distance_meters" integer,
	"items_total" integer NOT NULL,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"payable" integer NOT NULL,
	"pay_method" text,
	"payment_id" bigint,
	"qris_payload" text,
	"redirect_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"status_at" timestamp with time zone NOT NULL,
	CONSTRAINT "food_orders_type_check" CHECK ("food_orders"."order_food_type" in (1, 2)),
	CONSTRAINT "food_orders_status_check" CHECK ("food_orders"."status" in ('UNPAID', 'PAID', 'ACCEPTED', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "food_orders_money_check" CHECK ("food_orders"."items_total" > 0 and "food_orders"."delivery_fee" >= 0 and "food_orders"."payable" = "food_orders"."items_total" + "food_orders"."delivery_fee"),
	CONSTRAINT "food_orders_channel_check" CHECK (case when "food_orders"."order_food_type" = 2
        then "food_orders"."pickup_time" is not null and "food_orders"."delivery_fee" = 0 and "food_orders"."address_text" is null
        else "food_orders"."pickup_time" is null and "food_orders"."address_text" is not null and "food_orders"."lat" is not null and "food_orders"."lng" is not null
          and "food_orders"."contact_phone" is not null and "food_orders"."distance_meters" >= 0 end),
	CONSTRAINT "food_orders_pickup_no_check" CHECK ("food_orders"."pickup_no" > 0),
	CONSTRAINT "food_orders_paid_check" CHECK (("food_orders"."paid_at" is null) = ("food_orders"."status" in ('UNPAID', 'CANCELLED')))
);
--> statement-breakpoint
ALTER TABLE "store_channels" ADD COLUMN "delivery_radius_meters" integer;--> statement-breakpoint
ALTER TABLE "food_order_lines" ADD CONSTRAINT "food_order_lines_order_id_food_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."food_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_orders" ADD CONSTRAINT "food_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_order_lines_order_idx" ON "food_order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_orders_client_idx" ON "food_orders" USING btree ("client_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_orders_store_day_no_idx" ON "food_orders" USING btree ("store_id","day","pickup_no");--> statement-breakpoint
CREATE INDEX "food_orders_store_created_idx" ON "food_orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "food_orders_user_created_idx" ON "food_orders" USING btree ("user_id","created_at") WHERE "food_orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "food_orders_unpaid_idx" ON "food_orders" USING btree ("expires_at") WHERE "food_orders"."status" = 'UNPAID';--> statement-breakpoint
ALTER TABLE "store_channels" ADD CONSTRAINT "store_channels_radius_check" CHECK ("store_channels"."delivery_radius_meters" is null or ("store_channels"."order_food_type" = 1 and "store_channels"."delivery_radius_meters" > 0));