ALTER TABLE "demo_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "general_inquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "spam_reason" text;