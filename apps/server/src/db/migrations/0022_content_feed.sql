CREATE TABLE "content_conversions" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"content_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"tap_event_id" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_conversions_amounts_check" CHECK ("content_conversions"."quantity" > 0 and "content_conversions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint,
	"product_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_events_action_check" CHECK ("content_events"."action" in ('VIEW', 'TAP')),
	CONSTRAINT "content_events_tap_product_check" CHECK (("content_events"."action" = 'TAP') = ("content_events"."product_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_videos" (
	"id" bigint PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"poster_url" text NOT NULL,
	"video_key" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"product_id" bigint,
	"sort" integer NOT NULL,
	"status" text DEFAULT 'ONLINE' NOT NULL,
	"clip_recipe" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_videos_status_check" CHECK ("content_videos"."status" in ('ONLINE', 'OFFLINE')),
	CONSTRAINT "content_videos_duration_check" CHECK ("content_videos"."duration_ms" between 1000 and 600000),
	CONSTRAINT "content_videos_video_key_check" CHECK ("content_videos"."video_key" like '%.mp4')
);
--> statement-breakpoint
ALTER TABLE "content_conversions" ADD CONSTRAINT "content_conversions_content_id_content_videos_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_content_id_content_videos_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_videos" ADD CONSTRAINT "content_videos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_conversions_content_idx" ON "content_conversions" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_events_content_idx" ON "content_events" USING btree ("content_id","action");--> statement-breakpoint
CREATE INDEX "content_events_tap_idx" ON "content_events" USING btree ("user_id","product_id","created_at") WHERE "content_events"."action" = 'TAP';--> statement-breakpoint
CREATE INDEX "content_videos_feed_idx" ON "content_videos" USING btree ("status","sort","id");