CREATE TABLE "invitation_programs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"inviter_batch_id" bigint NOT NULL,
	"invitee_batch_id" bigint NOT NULL,
	"hold_ms" bigint NOT NULL,
	"daily_cap" integer NOT NULL,
	"total_cap" integer NOT NULL,
	"invitee_background_image" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"adjust_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'ON' NOT NULL,
	CONSTRAINT "invitation_programs_caps_check" CHECK ("invitation_programs"."daily_cap" > 0 and "invitation_programs"."total_cap" >= "invitation_programs"."daily_cap"),
	CONSTRAINT "invitation_programs_hold_check" CHECK ("invitation_programs"."hold_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invite_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"share_type" text NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invite_shares_type_check" CHECK ("invite_shares"."share_type" in ('WHATS_APP', 'POSTER_01', 'INVITE_LINK', 'SYSTEM_SHARE'))
);
--> statement-breakpoint
CREATE TABLE "inviter_devices" (
	"user_id" bigint NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inviter_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_user_id" bigint NOT NULL,
	"invitee_user_id" bigint NOT NULL,
	"invite_code" text NOT NULL,
	"share_method" text,
	"device_id" text,
	"status" text NOT NULL,
	"unable_reason" text,
	"order_id" bigint,
	"registered_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"reward_day" text,
	"inviter_reward_amount" integer NOT NULL,
	CONSTRAINT "referrals_invitee_user_id_unique" UNIQUE("invitee_user_id"),
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('REGISTERED', 'PENDING_ORDER', 'PLACED_ORDER', 'REWARD_EARNED', 'UNABLE_TO_COMPLETE')),
	CONSTRAINT "referrals_unable_check" CHECK (("referrals"."status" = 'UNABLE_TO_COMPLETE') = ("referrals"."unable_reason" is not null)),
	CONSTRAINT "referrals_placed_check" CHECK ("referrals"."status" not in ('PLACED_ORDER', 'REWARD_EARNED') or ("referrals"."order_id" is not null and "referrals"."hold_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "invitation_programs" ADD CONSTRAINT "invitation_programs_inviter_batch_id_coupon_batches_id_fk" FOREIGN KEY ("inviter_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_programs" ADD CONSTRAINT "invitation_programs_invitee_batch_id_coupon_batches_id_fk" FOREIGN KEY ("invitee_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_shares" ADD CONSTRAINT "invite_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inviter_devices" ADD CONSTRAINT "inviter_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_user_id_users_id_fk" FOREIGN KEY ("inviter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_shares_user_idx" ON "invite_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_user_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_inviter_device_idx" ON "referrals" USING btree ("inviter_user_id","device_id") WHERE "referrals"."status" <> 'UNABLE_TO_COMPLETE';--> statement-breakpoint
CREATE INDEX "referrals_hold_idx" ON "referrals" USING btree ("hold_until") WHERE "referrals"."status" = 'PLACED_ORDER';