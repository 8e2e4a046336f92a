-- Post reports wait for a moderator unless a school turns report validation off (docs/areas/feed.md
-- "Report validation"): a single member's report must not hide another's post by default.
ALTER TABLE "schools" ALTER COLUMN "validate_report" SET DEFAULT true;--> statement-breakpoint
-- Until now every school's post reports waited for a moderator and no screen set the flag:
-- keep that behaviour for the schools that exist.
UPDATE "schools" SET "validate_report" = true;
