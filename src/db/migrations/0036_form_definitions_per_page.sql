-- A form definition is kept per page: two landing pages publishing the same form each get a row,
-- so a submission is recorded against the page its visitor was on.
DROP INDEX "form_definitions_page_idx";--> statement-breakpoint
ALTER TABLE "form_definitions" DROP CONSTRAINT "form_definitions_pkey";--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_page_id_hash_pk" PRIMARY KEY("page_id","hash");--> statement-breakpoint
-- A page whose published form was already kept for another page (the same definition) had no row
-- of its own: it gets one now, found by comparing the definitions as JSON.
INSERT INTO "form_definitions" ("page_id", "hash", "definition")
SELECT DISTINCT p."id", d."hash", d."definition"
FROM "pages" p
CROSS JOIN LATERAL jsonb_array_elements(
  CASE WHEN jsonb_typeof(p."content"->'blocks') = 'array' THEN p."content"->'blocks' ELSE '[]'::jsonb END
) AS b(block)
JOIN "form_definitions" d ON d."definition" = (b.block - 'type')
WHERE p."key" LIKE 'landing-%' AND b.block->>'type' = 'form'
ON CONFLICT DO NOTHING;
