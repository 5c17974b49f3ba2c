-- The marketing pages' words as content: a row per edited page (published content, the shared
-- draft, a scheduled publication, an Editor's review request); each publication is a revision in
-- record_revisions ('page').
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content" jsonb,
	"published_at" timestamp with time zone,
	"published_by" text,
	"draft" jsonb,
	"draft_at" timestamp with time zone,
	"draft_by" text,
	"publish_at" timestamp with time zone,
	"review_requested_at" timestamp with time zone,
	"review_requested_by" text,
	"review_note" text,
	"review_note_at" timestamp with time zone,
	"review_note_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "record_revisions" DROP CONSTRAINT "record_revisions_kind_check";--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_draft_by_user_id_fk" FOREIGN KEY ("draft_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_review_requested_by_user_id_fk" FOREIGN KEY ("review_requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_review_note_by_user_id_fk" FOREIGN KEY ("review_note_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_revisions" ADD CONSTRAINT "record_revisions_kind_check" CHECK ("record_revisions"."record_kind" in ('resource', 'banner', 'video', 'media', 'post', 'page'));