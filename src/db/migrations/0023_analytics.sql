CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_daily_day_path_referrer_host_utm_source_utm_medium_utm_campaign_device_pk" PRIMARY KEY("day","path","referrer_host","utm_source","utm_medium","utm_campaign","device")
);
--> statement-breakpoint
CREATE TABLE "page_view_path_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_path_daily_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "page_view_site_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL
);
--> statement-breakpoint
-- Edited by hand (issue #25 §2): drizzle-kit cannot express native partitioning. The raw events
-- are stored one row per flush of the recorder (one dictionary-encoded json object: `json`, not `jsonb`, because parsing into jsonb made the
-- insert on the request thread cost twice as much; the rollup casts each batch once) and partitioned by month
-- on flushed_at so a month past retention is dropped in O(1); the rollup job creates the coming
-- months' partitions (src/server/analytics/partitions.ts), this migration the current and next
-- month's. Works on PostgreSQL and on PGlite (PostgreSQL 17).
CREATE TABLE "page_view_batches" (
	"flushed_at" timestamp with time zone NOT NULL,
	"events" json NOT NULL
) PARTITION BY RANGE ("flushed_at");
--> statement-breakpoint
CREATE INDEX "page_view_batches_flushed_at_idx" ON "page_view_batches" USING btree ("flushed_at");--> statement-breakpoint
DO $$
DECLARE
  m date := date_trunc('month', now() at time zone 'UTC')::date;
  i int;
BEGIN
  FOR i IN 0..1 LOOP
    EXECUTE format(
      'CREATE TABLE IF NOT EXISTS %I PARTITION OF "page_view_batches" FOR VALUES FROM (%L) TO (%L)',
      'page_view_batches_y' || to_char(m + make_interval(months => i), 'YYYY') || 'm' || to_char(m + make_interval(months => i), 'MM'),
      (m + make_interval(months => i))::date::text || ' 00:00:00+00',
      (m + make_interval(months => i + 1))::date::text || ' 00:00:00+00'
    );
  END LOOP;
END $$;
