ALTER TABLE "reports" DROP CONSTRAINT "reports_type_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_message_idx" ON "reports" USING btree ("message_id","status");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_type_check" CHECK ("reports"."type" in ('user', 'post', 'message'));--> statement-breakpoint
-- The super users' message statistics (issue 32 item 6, modules/discussions/message-stats.ts)
-- count each school's messages over a period of days: this index reads a school's messages of
-- a period without the rest. Written by hand (the messages table's schema is the discussions
-- module's): drizzle-kit only compares its snapshots, so it neither knows nor drops it.
CREATE INDEX "messages_school_created_idx" ON "messages" USING btree ("school_id","created_at");
