CREATE TABLE "page_view_campaign_daily" (
	"day" date NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_campaign_daily_day_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "page_view_device_daily" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_device_daily_day_device_pk" PRIMARY KEY("day","device")
);
--> statement-breakpoint
CREATE TABLE "page_view_path_monthly" (
	"month" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_path_monthly_month_path_pk" PRIMARY KEY("month","path")
);
--> statement-breakpoint
CREATE TABLE "page_view_referrer_daily" (
	"day" date NOT NULL,
	"referrer_host" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_referrer_daily_day_referrer_host_pk" PRIMARY KEY("day","referrer_host")
);
--> statement-breakpoint
-- Hand-added: the next rollup pass re-rolls every day still in the raw store (30 days), filling the new tables.
DELETE FROM "app_meta" WHERE "key" = 'analytics_rollup_from';
