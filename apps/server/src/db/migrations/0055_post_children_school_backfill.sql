-- Issue 35 item 4 (0054's data): every comment and like takes its post's school.
UPDATE "post_comments" c SET "school_id" = p."school_id" FROM "posts" p WHERE p."id" = c."post_id";
--> statement-breakpoint
UPDATE "post_likes" l SET "school_id" = p."school_id" FROM "posts" p WHERE p."id" = l."post_id";
