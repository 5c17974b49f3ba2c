-- One name for the optimistic lock of every record edited in the back office: `version`, as posts
-- have it. A resource's own document version label moves to `document_version` first, also in the
-- kept revisions of resources.
ALTER TABLE "downloadable_resources" RENAME COLUMN "version" TO "document_version";--> statement-breakpoint
ALTER TABLE "downloadable_resources" RENAME COLUMN "edit_version" TO "version";--> statement-breakpoint
ALTER TABLE "homepage_banners" RENAME COLUMN "edit_version" TO "version";--> statement-breakpoint
ALTER TABLE "video_content" RENAME COLUMN "edit_version" TO "version";--> statement-breakpoint
ALTER TABLE "site_media" RENAME COLUMN "edit_version" TO "version";--> statement-breakpoint
UPDATE "record_revisions"
SET "fields" = ("fields" - 'version') || jsonb_build_object('document_version', "fields" -> 'version')
WHERE "record_kind" = 'resource' AND "fields" ? 'version';
