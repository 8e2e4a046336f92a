-- Issue 35 item 4: a comment and a like carry their post's school, so that the tenancy wall
-- reads the row alone. Their policy went through the post (`exists` of it, migration 0007),
-- checked for every row a count read, with a scan of all the school's posts per count; the
-- feed's page of 21 posts of 2,000 likes and 300 comments each took 58 ms (2–3 s once the
-- plan's cost sent it to JIT). The pair (school, post) is the foreign key, so the school is
-- always the post's. Filled by 0055, made NOT NULL with the new policies by 0056.
DROP INDEX "posts_school_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "posts_school_id_idx" ON "posts" USING btree ("school_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "post_comments" DROP CONSTRAINT "post_comments_post_id_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "post_likes" DROP CONSTRAINT "post_likes_post_id_posts_id_fk";
--> statement-breakpoint
DROP INDEX "post_comments_post_idx";--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "post_likes" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_fk" FOREIGN KEY ("school_id","post_id") REFERENCES "public"."posts"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_likes" ADD CONSTRAINT "post_likes_post_fk" FOREIGN KEY ("school_id","post_id") REFERENCES "public"."posts"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_likes_post_school_idx" ON "post_likes" USING btree ("post_id","school_id");--> statement-breakpoint
CREATE INDEX "post_comments_post_idx" ON "post_comments" USING btree ("post_id","school_id","id");
