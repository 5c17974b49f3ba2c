ALTER TABLE "blog_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (lizit_post_document(title, excerpt, content, tags)) STORED;--> statement-breakpoint
ALTER TABLE "downloadable_resources" ADD COLUMN "download_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search_vector");