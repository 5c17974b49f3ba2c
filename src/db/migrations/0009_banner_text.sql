ALTER TABLE "homepage_banners" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "subtext" text;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "cta_label" text;--> statement-breakpoint
-- Data (hand-written, issue #20 item 19): the shipped demo banners no longer carry their words
-- inside the picture; the rows that still show one of them (found by its image_url, WebP or the
-- SVG source) get those words as text, drawn over the image. The alt text describes the picture
-- instead of repeating the words, unless an admin changed it. Any other banner is left alone, and
-- so is a demo banner an admin already gave words.
UPDATE "homepage_banners" SET
  "headline" = 'New: digital contracts with e-signature & ID verification',
  "subtext" = 'Send, sign and verify renters from any device.',
  "cta_label" = 'See how it works',
  "alt_text" = CASE WHEN "alt_text" IS NULL OR "alt_text" = 'New: digital contracts with e-signature and ID verification. See how it works.' THEN 'A rental agreement signed on screen beside a verified ID card' ELSE "alt_text" END
  WHERE "image_url" IN ('/defaults/banners/banner-1.webp', '/defaults/banners/banner-1.svg')
    AND "headline" IS NULL AND "subtext" IS NULL AND "cta_label" IS NULL;--> statement-breakpoint
UPDATE "homepage_banners" SET
  "headline" = 'Go live in 3–4 weeks',
  "subtext" = 'Free data migration and a dedicated onboarding specialist.',
  "cta_label" = 'Book a demo',
  "alt_text" = CASE WHEN "alt_text" IS NULL OR "alt_text" = 'Go live in 3-4 weeks with free data migration.' THEN 'A four-week onboarding plan with three weeks done' ELSE "alt_text" END
  WHERE "image_url" IN ('/defaults/banners/banner-2.webp', '/defaults/banners/banner-2.svg')
    AND "headline" IS NULL AND "subtext" IS NULL AND "cta_label" IS NULL;--> statement-breakpoint
UPDATE "homepage_banners" SET
  "headline" = 'Join 40+ rental yards at the Rental Show',
  "subtext" = 'Visit us at booth 214: live demos, coffee & swag.',
  "cta_label" = 'Book a meeting',
  "alt_text" = CASE WHEN "alt_text" IS NULL OR "alt_text" = 'Join 40+ rental yards at the Rental Show, booth 214.' THEN 'The Lizit stand at the Rental Show, booth 214' ELSE "alt_text" END
  WHERE "image_url" IN ('/defaults/banners/banner-3.webp', '/defaults/banners/banner-3.svg')
    AND "headline" IS NULL AND "subtext" IS NULL AND "cta_label" IS NULL;
