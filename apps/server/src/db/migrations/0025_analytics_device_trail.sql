-- The team's trail of one device (POST /api/team/analytics/trail). Made on the partitioned table, so
-- every partition, present and future, gets its own.
CREATE INDEX "analytics_events_device_idx" ON "analytics_events" USING btree ("device_id","occurred_at") WHERE "analytics_events"."device_id" is not null;