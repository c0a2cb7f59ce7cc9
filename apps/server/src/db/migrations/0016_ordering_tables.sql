CREATE TABLE "bill_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 750000001 CACHE 1),
	"bill_id" bigint NOT NULL,
	"participant_id" bigint,
	"mode" text NOT NULL,
	"even_index" smallint,
	"amount" integer NOT NULL,
	"pay_method" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "bill_shares_amount_check" CHECK ("bill_shares"."amount" > 0),
	CONSTRAINT "bill_shares_status_check" CHECK ("bill_shares"."status" in ('OPEN', 'PAID', 'RELEASED'))
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 720000001 CACHE 1),
	"session_id" bigint NOT NULL,
	"bill_no" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"even_parts" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "bills_status_check" CHECK ("bills"."status" in ('OPEN', 'PARTLY_PAID', 'PAID'))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 740000001 CACHE 1),
	"bill_id" bigint NOT NULL,
	"participant_id" bigint,
	"client_line_id" uuid,
	"dish_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"round_id" bigint,
	"added_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 99),
	CONSTRAINT "cart_lines_price_check" CHECK ("cart_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" bigint PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"qr_code_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 730000001 CACHE 1),
	"bill_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"table_id" bigint NOT NULL,
	"round_no" integer NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kitchen_rounds_status_check" CHECK ("kitchen_rounds"."status" in ('SENT', 'ACCEPTED', 'READY', 'SERVED'))
);
--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"dish_id" bigint PRIMARY KEY NOT NULL,
	"section_id" bigint NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" bigint PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_lines" (
	"share_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_participants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 710000001 CACHE 1),
	"session_id" bigint NOT NULL,
	"user_id" bigint,
	"display_name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700000001 CACHE 1),
	"table_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"current_bill_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "table_sessions_status_check" CHECK ("table_sessions"."status" in ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
ALTER TABLE "bill_shares" ADD CONSTRAINT "bill_shares_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_shares" ADD CONSTRAINT "bill_shares_participant_id_table_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."table_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_participant_id_table_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."table_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_round_id_kitchen_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."kitchen_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_rounds" ADD CONSTRAINT "kitchen_rounds_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_lines" ADD CONSTRAINT "share_lines_share_id_bill_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."bill_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_lines" ADD CONSTRAINT "share_lines_line_id_cart_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."cart_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_participants" ADD CONSTRAINT "table_participants_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_participants" ADD CONSTRAINT "table_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_shares_bill_idx" ON "bill_shares" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_shares_even_part_idx" ON "bill_shares" USING btree ("bill_id","even_index") WHERE "bill_shares"."mode" = 'EVEN' and "bill_shares"."status" <> 'RELEASED';--> statement-breakpoint
CREATE UNIQUE INDEX "bills_session_no_idx" ON "bills" USING btree ("session_id","bill_no");--> statement-breakpoint
CREATE INDEX "cart_lines_bill_idx" ON "cart_lines" USING btree ("bill_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_client_idx" ON "cart_lines" USING btree ("bill_id","client_line_id") WHERE "cart_lines"."client_line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_qr_idx" ON "dining_tables" USING btree ("qr_code_id");--> statement-breakpoint
CREATE INDEX "dining_tables_store_idx" ON "dining_tables" USING btree ("store_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_rounds_bill_no_idx" ON "kitchen_rounds" USING btree ("bill_id","round_no");--> statement-breakpoint
CREATE INDEX "kitchen_rounds_store_sent_idx" ON "kitchen_rounds" USING btree ("store_id","sent_at");--> statement-breakpoint
CREATE INDEX "menu_entries_section_idx" ON "menu_entries" USING btree ("section_id","sort");--> statement-breakpoint
CREATE INDEX "menu_sections_store_idx" ON "menu_sections" USING btree ("store_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "share_lines_share_line_idx" ON "share_lines" USING btree ("share_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_lines_live_line_idx" ON "share_lines" USING btree ("line_id") WHERE "share_lines"."live";--> statement-breakpoint
CREATE INDEX "table_participants_session_idx" ON "table_participants" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_participants_user_idx" ON "table_participants" USING btree ("session_id","user_id") WHERE "table_participants"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "table_participants_user_joined_idx" ON "table_participants" USING btree ("user_id","joined_at") WHERE "table_participants"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_open_idx" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 'OPEN';