CREATE TABLE "banners" (
	"id" bigint PRIMARY KEY NOT NULL,
	"image_url_map" jsonb NOT NULL,
	"jump_url_map" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"logo_url" text NOT NULL,
	"cover_url" text NOT NULL,
	"in_pavilion" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_districts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"icon_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_batches" (
	"id" bigint PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"total_quantity" integer NOT NULL,
	"remaining_quantity" integer NOT NULL,
	"receive_times_limit" integer DEFAULT 1 NOT NULL,
	"receive_times_daily_limit" integer DEFAULT -1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL,
	CONSTRAINT "coupon_batches_remaining_check" CHECK ("coupon_batches"."remaining_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_template_stores" (
	"template_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	CONSTRAINT "coupon_template_stores_template_id_store_id_pk" PRIMARY KEY("template_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"logo_url" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"minimum_spend" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer NOT NULL,
	"image_url" text NOT NULL,
	"is_signature" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sale_items" (
	"flash_sale_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"flash_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"user_limit" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_sale_items_flash_sale_id_product_id_pk" PRIMARY KEY("flash_sale_id","product_id"),
	CONSTRAINT "flash_sale_items_sold_check" CHECK ("flash_sale_items"."sold" >= 0 and "flash_sale_items"."sold" <= "flash_sale_items"."stock")
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" bigint PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"product_list_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sales_page_id_unique" UNIQUE("page_id"),
	CONSTRAINT "flash_sales_product_list_id_unique" UNIQUE("product_list_id")
);
--> statement-breakpoint
CREATE TABLE "malls" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"region_id" integer NOT NULL,
	"logo_url" text NOT NULL,
	"cover_url" text NOT NULL,
	"map_link" text,
	"opening_hours" text NOT NULL,
	"floors" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_list_items" (
	"product_list_id" text NOT NULL,
	"product_id" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_list_items_product_list_id_product_id_pk" PRIMARY KEY("product_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_list_pages" (
	"page_id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"banner_url" text
);
--> statement-breakpoint
CREATE TABLE "product_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stores" (
	"product_id" bigint NOT NULL,
	"store_id" bigint NOT NULL,
	CONSTRAINT "product_stores_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"sku_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"product_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"sale_price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"total_stock" integer NOT NULL,
	"remaining_stock" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"user_limit" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL,
	"promotion_price" integer,
	"promotion_tag" jsonb,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_id_unique" UNIQUE("sku_id"),
	CONSTRAINT "products_stock_check" CHECK ("products"."remaining_stock" >= 0 and "products"."remaining_stock" <= "products"."total_stock"),
	CONSTRAINT "products_price_check" CHECK ("products"."sale_price" <= "products"."original_price")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_positions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"title" jsonb NOT NULL,
	"image_url_map" jsonb NOT NULL,
	"jump_url_map" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_facilities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_facility_categories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_business_districts" (
	"store_id" bigint NOT NULL,
	"district_id" bigint NOT NULL,
	CONSTRAINT "store_business_districts_store_id_district_id_pk" PRIMARY KEY("store_id","district_id")
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"store_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "store_categories_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "store_channels" (
	"store_id" bigint NOT NULL,
	"order_food_type" smallint NOT NULL,
	"qr_code_id" text,
	CONSTRAINT "store_channels_store_id_order_food_type_pk" PRIMARY KEY("store_id","order_food_type")
);
--> statement-breakpoint
CREATE TABLE "store_hours" (
	"store_id" bigint NOT NULL,
	"day_part_code" smallint NOT NULL,
	"channel_code" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "store_hours_day_check" CHECK ("store_hours"."day_part_code" between 1 and 7),
	CONSTRAINT "store_hours_channel_check" CHECK ("store_hours"."channel_code" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "store_images" (
	"id" bigint PRIMARY KEY NOT NULL,
	"store_id" bigint NOT NULL,
	"image_type" text NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_service_facilities" (
	"store_id" bigint NOT NULL,
	"facility_id" bigint NOT NULL,
	CONSTRAINT "store_service_facilities_store_id_facility_id_pk" PRIMARY KEY("store_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" bigint NOT NULL,
	"brand_id" bigint,
	"mall_id" bigint,
	"region_id" integer NOT NULL,
	"store_type" text NOT NULL,
	"poi_id" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"logo_url" text NOT NULL,
	"background_url" text,
	"map_link" text,
	"mobile" text,
	"halal" boolean NOT NULL,
	"price_per_capita_idr" integer NOT NULL,
	"price_per_capita" jsonb NOT NULL,
	"tag_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"floors" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_remark" jsonb,
	"share_content" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_status_check" CHECK ("stores"."status" in ('OPEN', 'CLOSED_DOWN'))
);
--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_template_stores" ADD CONSTRAINT "coupon_template_stores_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_template_stores" ADD CONSTRAINT "coupon_template_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_items" ADD CONSTRAINT "flash_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malls" ADD CONSTRAINT "malls_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD CONSTRAINT "product_list_items_product_list_id_product_lists_id_fk" FOREIGN KEY ("product_list_id") REFERENCES "public"."product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD CONSTRAINT "product_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_lists" ADD CONSTRAINT "product_lists_page_id_product_list_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."product_list_pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_facilities" ADD CONSTRAINT "service_facilities_category_id_service_facility_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_facility_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_business_districts" ADD CONSTRAINT "store_business_districts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_business_districts" ADD CONSTRAINT "store_business_districts_district_id_business_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."business_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_channels" ADD CONSTRAINT "store_channels_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_images" ADD CONSTRAINT "store_images_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_service_facilities" ADD CONSTRAINT "store_service_facilities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_service_facilities" ADD CONSTRAINT "store_service_facilities_facility_id_service_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."service_facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_mall_id_malls_id_fk" FOREIGN KEY ("mall_id") REFERENCES "public"."malls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_batches_template_idx" ON "coupon_batches" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "coupon_template_stores_store_idx" ON "coupon_template_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "dishes_store_idx" ON "dishes" USING btree ("store_id","sort");--> statement-breakpoint
CREATE INDEX "dishes_search_trgm_idx" ON "dishes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "malls_earth_idx" ON "malls" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "product_stores_store_idx" ON "product_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_positions_code_idx" ON "resource_positions" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "store_categories_category_idx" ON "store_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "store_hours_store_idx" ON "store_hours" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_images_store_idx" ON "store_images" USING btree ("store_id","image_type","sort");--> statement-breakpoint
CREATE INDEX "stores_earth_idx" ON "stores" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "stores_search_trgm_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_mall_idx" ON "stores" USING btree ("mall_id");--> statement-breakpoint
CREATE INDEX "stores_brand_idx" ON "stores" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "stores_merchant_idx" ON "stores" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "stores_region_idx" ON "stores" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at","id");