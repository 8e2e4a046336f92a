-- Issue 12, item 2: a token is bound to the school that issued it and works on that school's
-- host only. Every token written since 0001 has its school; one without could be spent on any
-- school's host (the policy let school_id IS NULL through), so none may remain.
DELETE FROM "user_tokens" WHERE "school_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "user_tokens" ALTER COLUMN "school_id" SET NOT NULL;
--> statement-breakpoint
DROP POLICY school_wall ON user_tokens;
--> statement-breakpoint
CREATE POLICY school_wall ON user_tokens USING (app_all_schools() OR school_id = app_school_id());
