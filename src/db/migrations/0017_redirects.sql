CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"target" text,
	"status" integer DEFAULT 301 NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302, 410)),
	CONSTRAINT "redirects_source_check" CHECK ("redirects"."source" in ('manual', 'auto')),
	CONSTRAINT "redirects_target_check" CHECK (("redirects"."status" = 410 and "redirects"."target" is null) or ("redirects"."status" <> 410 and "redirects"."target" is not null))
);
--> statement-breakpoint
CREATE INDEX "redirects_target_idx" ON "redirects" USING btree ("target");