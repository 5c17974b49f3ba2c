ALTER TABLE "blog_posts" ADD COLUMN "featured_image_width" integer;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "image_width" integer;