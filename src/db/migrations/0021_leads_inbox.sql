CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" text,
	"body" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"demo_request_id" integer,
	"general_inquiry_id" integer,
	"newsletter_subscriber_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_user_id" text,
	"first_touch" jsonb,
	"last_touch" jsonb,
	"source" text DEFAULT '(direct)' NOT NULL,
	"medium" text DEFAULT '(none)' NOT NULL,
	"campaign" text,
	"landing_page" text,
	"search_text" text GENERATED ALWAYS AS (lower("leads"."name" || ' ' || "leads"."email" || ' ' || coalesce("leads"."company", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_demo_request_id_unique" UNIQUE("demo_request_id"),
	CONSTRAINT "leads_general_inquiry_id_unique" UNIQUE("general_inquiry_id"),
	CONSTRAINT "leads_newsletter_subscriber_id_unique" UNIQUE("newsletter_subscriber_id"),
	CONSTRAINT "leads_type_check" CHECK ("leads"."type" in ('demo_request', 'contact', 'newsletter')),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("demo_request_id") REFERENCES "public"."demo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_general_inquiry_id_general_inquiries_id_fk" FOREIGN KEY ("general_inquiry_id") REFERENCES "public"."general_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_newsletter_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("newsletter_subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_user_id_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "mail_outbox_lead_idx" ON "mail_outbox" USING btree ("lead_id");--> statement-breakpoint
INSERT INTO "leads" ("type", "demo_request_id", "name", "email", "company", "status", "created_at", "updated_at")
SELECT 'demo_request', "id", "name", "email", "company", CASE WHEN "spam_reason" IS NULL THEN 'new' ELSE 'spam' END, "created_at", "created_at" FROM "demo_requests";--> statement-breakpoint
INSERT INTO "leads" ("type", "general_inquiry_id", "name", "email", "company", "status", "created_at", "updated_at")
SELECT 'contact', "id", "name", "email", "company", CASE WHEN "spam_reason" IS NULL THEN 'new' ELSE 'spam' END, "created_at", "created_at" FROM "general_inquiries";--> statement-breakpoint
INSERT INTO "leads" ("type", "newsletter_subscriber_id", "name", "email", "status", "created_at", "updated_at")
SELECT 'newsletter', "id", coalesce("name", ''), "email", CASE WHEN "spam_reason" IS NULL THEN 'new' ELSE 'spam' END, "created_at", "created_at" FROM "newsletter_subscribers";
