CREATE TABLE "redemption_typed_misses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemption_typed_misses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"missed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "redemption_typed_misses_kind_check" CHECK ("redemption_typed_misses"."kind" in ('V', 'C'))
);
--> statement-breakpoint
ALTER TABLE "redemption_typed_misses" ADD CONSTRAINT "redemption_typed_misses_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redemption_typed_misses_staff_idx" ON "redemption_typed_misses" USING btree ("staff_id","missed_at");--> statement-breakpoint
CREATE INDEX "redemption_typed_misses_target_idx" ON "redemption_typed_misses" USING btree ("target_id","kind","missed_at");