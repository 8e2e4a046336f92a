-- A member's erasure deletes their bulk operation items (ON DELETE CASCADE from users): the
-- cascade finds them by member.
CREATE INDEX "bulk_operation_items_user_idx" ON "bulk_operation_items" USING btree ("user_id");