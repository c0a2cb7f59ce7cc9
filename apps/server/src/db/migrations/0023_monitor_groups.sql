CREATE TABLE "monitor_groups" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"app_id" text,
	"error_type" text,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"count" bigint NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"sample" jsonb NOT NULL,
	CONSTRAINT "monitor_groups_source_check" CHECK ("monitor_groups"."source" in ('magicBox', 'reportData')),
	CONSTRAINT "monitor_groups_count_check" CHECK ("monitor_groups"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "monitor_events" ADD COLUMN "fingerprint" text;--> statement-breakpoint
CREATE INDEX "monitor_groups_last_seen_idx" ON "monitor_groups" USING btree ("last_seen" DESC NULLS LAST,"fingerprint");--> statement-breakpoint
CREATE INDEX "monitor_groups_count_idx" ON "monitor_groups" USING btree ("count" DESC NULLS LAST,"fingerprint");--> statement-breakpoint
CREATE INDEX "monitor_events_fingerprint_idx" ON "monitor_events" USING btree ("fingerprint","id");