CREATE TABLE "post_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "post_categories_name_lower_idx" ON "post_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "post_categories_position_idx" ON "post_categories" USING btree ("position","id");--> statement-breakpoint
-- Data (hand-written, issue #20 item 6): the four categories of the public filters, in their
-- order, then every post's free-text category mapped onto the list before the foreign key is added.
INSERT INTO "post_categories" ("name", "position") VALUES
  ('Industry Reports', 0), ('Best Practices', 1), ('Guides', 2), ('Tools', 3);--> statement-breakpoint
-- Whitespace tidied; a blank category is no category.
UPDATE "blog_posts" SET "category" = NULLIF(btrim(regexp_replace("category", '\s+', ' ', 'g')), '')
  WHERE "category" IS NOT NULL;--> statement-breakpoint
-- Ignoring case, and the singular too: "guides", "GUIDES" and "Guide" become "Guides".
UPDATE "blog_posts" AS p SET "category" = c."name" FROM "post_categories" AS c
  WHERE lower(p."category") = lower(c."name") OR lower(p."category") || 's' = lower(c."name");--> statement-breakpoint
-- Any other category is kept as a category of its own (one per spelling ignoring case, after the
-- four, alphabetically), so no post loses its category; an admin can rename or merge it.
INSERT INTO "post_categories" ("name", "position")
  SELECT min("category"), 3 + row_number() OVER (ORDER BY lower("category"))
  FROM "blog_posts"
  WHERE "category" IS NOT NULL
    AND lower("category") NOT IN (SELECT lower("name") FROM "post_categories")
  GROUP BY lower("category");--> statement-breakpoint
UPDATE "blog_posts" AS p SET "category" = c."name" FROM "post_categories" AS c
  WHERE lower(p."category") = lower(c."name") AND p."category" <> c."name";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_post_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."post_categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_updated_idx" ON "blog_posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_title_idx" ON "blog_posts" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");