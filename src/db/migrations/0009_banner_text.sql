ALTER TABLE "homepage_banners" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "subtext" text;--> statement-breakpoint
ALTER TABLE "homepage_banners" ADD COLUMN "cta_label" text;--> statement-breakpoint
-- Data (hand-written, issue #20 item 19): the shipped demo banners no longer carry their words
-- inside the picture; the rows that still show one of them (found by its image_url, WebP or the
-- SVG source) get those words as text, drawn over the image. The alt text describes the picture
-- instead of repeating the words, unless an admin changed it. Any other banner is left alone, and
-- so is a demo banner an admin already gave words.
UPDATE "homepage_banners" AS b SET
  "headline" = v.headline,
  "subtext" = v.subtext,
  "cta_label" = v.cta_label,
  "alt_text" = CASE WHEN b."alt_text" IS NULL OR b."alt_text" = v.old_alt THEN v.new_alt ELSE b."alt_text" END
  FROM (VALUES
    ('1', 'New: digital contracts with e-signature & ID verification', 'Send, sign and verify renters from any device.', 'See how it works',
      'New: digital contracts with e-signature and ID verification. See how it works.', 'A rental agreement signed on screen beside a verified ID card'),
    ('2', 'Go live in 3–4 weeks', 'Free data migration and a dedicated onboarding specialist.', 'Book a demo',
      'Go live in 3-4 weeks with free data migration.', 'A four-week onboarding plan with three weeks done'),
    ('3', 'Join 40+ rental yards at the Rental Show', 'Visit us at booth 214: live demos, coffee & swag.', 'Book a meeting',
      'Join 40+ rental yards at the Rental Show, booth 214.', 'The Lizit stand at the Rental Show, booth 214')
  ) AS v(n, headline, subtext, cta_label, old_alt, new_alt)
  WHERE b."image_url" IN ('/defaults/banners/banner-' || v.n || '.webp', '/defaults/banners/banner-' || v.n || '.svg')
    AND b."headline" IS NULL AND b."subtext" IS NULL AND b."cta_label" IS NULL;
