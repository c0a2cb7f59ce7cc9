ALTER TABLE "stores" ADD COLUMN "geo" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_geo_idx" ON "stores" USING gist ("geo");