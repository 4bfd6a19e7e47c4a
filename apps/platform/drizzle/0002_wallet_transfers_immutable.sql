-- Issue 4: transfers are never updated or deleted; corrections are new, opposite transfers.
CREATE OR REPLACE FUNCTION transfers_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'transfers are append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_immutable();
--> statement-breakpoint
CREATE TRIGGER transfers_no_truncate
  BEFORE TRUNCATE ON transfers
  FOR EACH STATEMENT EXECUTE FUNCTION transfers_immutable();
