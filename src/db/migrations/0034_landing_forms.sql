CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer,
	"page_path" text NOT NULL,
	"page_title" text NOT NULL,
	"form_name" text NOT NULL,
	"form_hash" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"message" text,
	"answers" jsonb NOT NULL,
	"consent_text" text,
	"spam_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"hash" text PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_type_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_submission_id" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_definitions_page_idx" ON "form_definitions" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_submission_id_form_submissions_id_fk" FOREIGN KEY ("form_submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_form_submission_id_unique" UNIQUE("form_submission_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_type_check" CHECK ("leads"."type" in ('demo_request', 'contact', 'newsletter', 'form'));