-- One revisions table: posts' history moves into record_revisions (record_kind 'post'), with its
-- saves and autosaves told apart by `kind`. Each post revision keeps its fields as text, its
-- published_at as an ISO 8601 instant, and a restore keeps naming the revision it restored.
ALTER TABLE "record_revisions" DROP CONSTRAINT "record_revisions_kind_check";--> statement-breakpoint
ALTER TABLE "record_revisions" ADD COLUMN "kind" text DEFAULT 'save' NOT NULL;--> statement-breakpoint
ALTER TABLE "record_revisions" ADD CONSTRAINT "record_revisions_type_check" CHECK ("record_revisions"."kind" in ('save', 'autosave'));--> statement-breakpoint
ALTER TABLE "record_revisions" ADD CONSTRAINT "record_revisions_kind_check" CHECK ("record_revisions"."record_kind" in ('resource', 'banner', 'video', 'media', 'post'));--> statement-breakpoint
ALTER TABLE "record_revisions" ADD COLUMN "moved_from" integer;--> statement-breakpoint
INSERT INTO "record_revisions" ("record_kind", "record_id", "kind", "author_id", "fields", "restored_from", "created_at", "moved_from")
SELECT 'post', "post_id"::text, "kind", "author_id",
  jsonb_build_object(
    'title', "title", 'slug', "slug", 'excerpt', "excerpt", 'content', "content",
    'meta_description', "meta_description", 'status', "status",
    'published_at', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  "restored_from", "created_at", "id"
FROM "post_revisions" ORDER BY "id";--> statement-breakpoint
-- A restore names the moved row of the revision it restored (none when that one was pruned).
UPDATE "record_revisions" AS r
SET "restored_from" = (SELECT o."id" FROM "record_revisions" AS o WHERE o."moved_from" = r."restored_from")
WHERE r."moved_from" IS NOT NULL AND r."restored_from" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "record_revisions" DROP COLUMN "moved_from";--> statement-breakpoint
DROP TABLE "post_revisions" CASCADE;
