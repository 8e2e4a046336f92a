ALTER TABLE "posts" ADD COLUMN "subject_type" varchar(16);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "subject_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_subject_idx" ON "posts" USING btree ("school_id","subject_type","subject_id") WHERE "posts"."subject_type" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_subject_check" CHECK (("posts"."subject_type" is null) = ("posts"."subject_id" is null));