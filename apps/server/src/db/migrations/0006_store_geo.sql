ALTER TABLE "stores" ADD COLUMN "geo" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)::cube) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_geo_idx" ON "stores" USING gist ("geo");