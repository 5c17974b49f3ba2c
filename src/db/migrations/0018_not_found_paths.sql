CREATE TABLE "not_found_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referrers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ignored_at" timestamp with time zone,
	"ignored_by" text,
	CONSTRAINT "not_found_paths_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "not_found_paths" ADD CONSTRAINT "not_found_paths_ignored_by_user_id_fk" FOREIGN KEY ("ignored_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST);