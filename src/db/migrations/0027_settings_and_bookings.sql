CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_status" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_ref" text;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_ref_unique" UNIQUE("booking_ref");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_status_check" CHECK ("leads"."booking_status" is null or "leads"."booking_status" in ('booked', 'cancelled'));