CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"kind" text DEFAULT 'save' NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"meta_description" text,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_revisions_kind_check" CHECK ("post_revisions"."kind" in ('save', 'autosave'))
);
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_idx" ON "post_revisions" USING btree ("post_id","created_at");--> statement-breakpoint
-- Data (hand-written, issue #22 §3): each existing post starts its history with its current
-- version, as a save of its last update.
INSERT INTO "post_revisions" ("post_id", "kind", "title", "slug", "excerpt", "content", "meta_description", "status", "published_at", "created_at")
  SELECT "id", 'save', "title", "slug", "excerpt", "content", "meta_description", "status", "published_at", "updated_at" FROM "blog_posts";
