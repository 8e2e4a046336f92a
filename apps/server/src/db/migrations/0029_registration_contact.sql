ALTER TABLE "event_registrations" ADD COLUMN "contact_first_name" varchar(150);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "contact_last_name" varchar(150);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "contact_email" varchar(255);--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "contact_phone" varchar(20);