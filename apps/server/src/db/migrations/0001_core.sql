CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_allow_list" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_allow_list_kind_value_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "dev_allow_list_kind_check" CHECK ("dev_allow_list"."kind" in ('userId', 'adId', 'guid', 'uuid'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"family_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('ACTIVE', 'REVOKED', 'REPLACED'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"country_code" text DEFAULT '62' NOT NULL,
	"phone_no" text NOT NULL,
	"user_name" text,
	"head_portrait" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE', 'FROZEN', 'DELETED'))
);
--> statement-breakpoint
CREATE TABLE "monitor_config" (
	"app_id" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"app_id" text,
	"title" text NOT NULL,
	"category" text,
	"action" text,
	"page" text,
	"error_type" text,
	"device_id" text,
	"session_id" text,
	"msg" text,
	"trace_id" text,
	"scene_type" text,
	CONSTRAINT "monitor_events_source_check" CHECK ("monitor_events"."source" in ('magicBox', 'reportData'))
);
--> statement-breakpoint
CREATE TABLE "request_nonces" (
	"request_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_live_idx" ON "users" USING btree ("country_code","phone_no") WHERE "users"."status" <> 'DELETED';--> statement-breakpoint
CREATE INDEX "request_nonces_seen_at_idx" ON "request_nonces" USING btree ("seen_at");