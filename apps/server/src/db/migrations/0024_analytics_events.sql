-- The clients' analytics events are partitioned by the Jakarta day of their time (docs/analytics.md):
-- drizzle-kit cannot declare partitioning, so PARTITION BY was added to its CREATE TABLE by hand.
-- The partitions themselves (analytics_events_dYYYYMMDD) are made by the analytics module, ahead
-- by its job and on demand before an insert; the key (day, id) holds the partition key, as every
-- unique key of a partitioned table must, and the index below is made on each partition.
CREATE TABLE "analytics_events" (
	"day" date NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"user_id" text,
	"device_id" text,
	"session_id" text,
	"login_status" smallint NOT NULL,
	"consent" text NOT NULL,
	"language" text NOT NULL,
	"host_environment" text NOT NULL,
	"app_system" text NOT NULL,
	"event_page" text NOT NULL,
	"url" text NOT NULL,
	"from_page" text,
	"from_event_id" text,
	"search_id" text,
	"channel_id" text,
	"source_tag" text,
	"h5_version" text NOT NULL,
	"props" jsonb NOT NULL,
	CONSTRAINT "analytics_events_pkey" PRIMARY KEY("day","id"),
	CONSTRAINT "analytics_events_consent_check" CHECK ("analytics_events"."consent" in ('granted', 'denied')),
	CONSTRAINT "analytics_events_consent_ids_check" CHECK ("analytics_events"."consent" = 'granted' or ("analytics_events"."user_id" is null and "analytics_events"."device_id" is null and "analytics_events"."session_id" is null and "analytics_events"."from_event_id" is null and "analytics_events"."search_id" is null))
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "analytics_paid_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"language" text,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id","occurred_at") WHERE "analytics_events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_paid_orders_day_idx" ON "analytics_paid_orders" USING btree ("day");