ALTER TABLE "pages" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_path_unique" UNIQUE("path");