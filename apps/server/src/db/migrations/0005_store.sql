CREATE TABLE "favourites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"business_type" text NOT NULL,
	"business_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_business_type_check" CHECK ("favourites"."business_type" in ('STORE'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_business_idx" ON "favourites" USING btree ("user_id","business_type","business_id");--> statement-breakpoint
CREATE INDEX "favourites_user_list_idx" ON "favourites" USING btree ("user_id","business_type","id");--> statement-breakpoint
CREATE INDEX "store_channels_qr_idx" ON "store_channels" USING btree ("qr_code_id") WHERE "store_channels"."qr_code_id" is not null;--> statement-breakpoint
CREATE INDEX "stores_poi_idx" ON "stores" USING btree ("poi_id") WHERE "stores"."poi_id" is not null;