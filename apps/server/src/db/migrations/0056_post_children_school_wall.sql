-- Issue 35 item 4: comments and likes behind the tenancy wall by their own school (filled by
-- 0055), as every table with a `school_id`; the pair (school, post) stays their post's by
-- 0054's foreign key.
ALTER TABLE "post_comments" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "post_likes" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
DROP POLICY school_wall ON post_comments;
--> statement-breakpoint
CREATE POLICY school_wall ON post_comments USING (app_all_schools() OR school_id = app_school_id());
--> statement-breakpoint
DROP POLICY school_wall ON post_likes;
--> statement-breakpoint
CREATE POLICY school_wall ON post_likes USING (app_all_schools() OR school_id = app_school_id());
