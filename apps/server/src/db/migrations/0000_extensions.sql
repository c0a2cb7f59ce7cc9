-- Extensions the later migrations and queries rely on; all three ship with PGlite's contrib
-- and with PostgreSQL's contrib package. The app loads them into PGlite before migrating.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
