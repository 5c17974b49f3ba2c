-- Data (hand-written, issue #20 item 17): the three solutions slots get their shipped images
-- (public/defaults/solutions-*.webp) as media items, the row the admin Migration tool
-- (runSlotMigration) inserts for a slot: General category, name from the slot's name, the slot's
-- alt text, name and description as SEO title and description, score 85, usage "display".
-- A slot an admin has put anything in (active or kept in the slot's history) is left alone.
-- The categories of src/db/seed.ts MEDIA_CATEGORIES come first, in their order, as every start
-- inserts them (ensureReferenceData), so a new database files the images under General too.
INSERT INTO "media_categories" ("name", "icon") VALUES
  ('Logos', 'badge'), ('Team Photos', 'users'), ('Certification Logos', 'award'),
  ('Product Screenshots', 'monitor'), ('Banners', 'image'), ('Blog Images', 'newspaper'),
  ('Video Content', 'video'), ('General', 'folder')
  ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "site_media" (
  "category_id", "name", "file_url", "alt_text", "seo_title", "seo_description", "seo_score",
  "is_active", "slot_id", "usage_locations", "usage_intent", "file_size", "file_size_kb",
  "file_type", "original_filename"
)
SELECT
  COALESCE(
    (SELECT "id" FROM "media_categories" WHERE lower("name") = 'general' ORDER BY "id" LIMIT 1),
    (SELECT "id" FROM "media_categories" ORDER BY "name" LIMIT 1)
  ),
  v."name", v."file_url", v."alt_text", v."seo_title", v."seo_description", 85,
  true, v."slot_id", ARRAY['solutions:' || v."slot_id"], 'display', v."file_size", v."file_size_kb",
  'image/webp', v."original_filename"
FROM (VALUES
  ('solutions-heavy-equipment', 'solutions-heavy-equipment-image',
    '/defaults/solutions-heavy-equipment.webp', 'Heavy equipment rental yard',
    'Solutions heavy equipment image', 'Image of the Heavy Equipment Rentals block',
    '0.01 MB', 14, 'solutions-heavy-equipment.webp', 1),
  ('solutions-light-tools', 'solutions-light-tools-image',
    '/defaults/solutions-light-tools.webp', 'Light equipment and tool rental counter',
    'Solutions light tools image', 'Image of the Light Equipment & Tools block',
    '0.01 MB', 15, 'solutions-light-tools.webp', 2),
  ('solutions-party-events', 'solutions-party-events-image',
    '/defaults/solutions-party-events.webp', 'Party and event rental setup',
    'Solutions party events image', 'Image of the Party & Event Rentals block',
    '0.01 MB', 12, 'solutions-party-events.webp', 3)
) AS v("slot_id", "name", "file_url", "alt_text", "seo_title", "seo_description", "file_size",
  "file_size_kb", "original_filename", "position")
WHERE NOT EXISTS (SELECT 1 FROM "site_media" m WHERE m."slot_id" = v."slot_id")
ORDER BY v."position";
