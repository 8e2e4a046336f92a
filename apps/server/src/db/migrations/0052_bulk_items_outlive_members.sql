ALTER TABLE "bulk_operation_items" DROP CONSTRAINT "bulk_operation_items_user_id_users_id_fk";
