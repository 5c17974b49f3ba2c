DROP INDEX "site_media_one_active_per_slot";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "downloadable_resources" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "downloadable_resources" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "site_media" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_media" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "video_content" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_content" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloadable_resources" ADD CONSTRAINT "downloadable_resources_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD CONSTRAINT "homepage_banners_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_media" ADD CONSTRAINT "site_media_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_content" ADD CONSTRAINT "video_content_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_media_one_active_per_slot" ON "site_media" USING btree ("slot_id") WHERE "site_media"."is_active" and "site_media"."slot_id" is not null and "site_media"."deleted_at" is null;