-- Two-phase transfers: a pending transfer is resolved once (posted or voided) and then never
-- changes again; what it held, between whom and under which key never changes at all. No row is
-- ever deleted.
CREATE OR REPLACE FUNCTION pending_transfers_resolve_once() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'pending transfers are never deleted: % is not allowed', TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.state <> 'pending' OR NEW.state = 'pending' THEN
    RAISE EXCEPTION 'pending transfer % is resolved once, from pending (it is %)', OLD.id, OLD.state
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.merchant_id, NEW.currency, NEW.debit_account_id, NEW.credit_account_id,
      NEW.amount, NEW.kind, NEW.reference, NEW.reason, NEW.actor, NEW.idempotency_key,
      NEW.fingerprint, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.merchant_id, OLD.currency, OLD.debit_account_id, OLD.credit_account_id,
      OLD.amount, OLD.kind, OLD.reference, OLD.reason, OLD.actor, OLD.idempotency_key,
      OLD.fingerprint, OLD.created_at) THEN
    RAISE EXCEPTION 'pending transfer % may change only its resolution', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pending_transfers_resolve_once
  BEFORE UPDATE OR DELETE ON pending_transfers
  FOR EACH ROW EXECUTE FUNCTION pending_transfers_resolve_once();
--> statement-breakpoint
CREATE TRIGGER pending_transfers_no_truncate
  BEFORE TRUNCATE ON pending_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION transfers_immutable();
