CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"offered_by" integer,
	"kind" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"period" text NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"bet_minor" bigint,
	"active_members" integer,
	"profit_loss_minor" bigint,
	"amount_minor" bigint,
	CONSTRAINT "contracts_kind_ck" CHECK ("contracts"."kind" in ('dividend', 'daily-salary', 'hourly-salary', 'realtime-salary')),
	CONSTRAINT "contracts_state_ck" CHECK ("contracts"."state" in ('offered', 'accepted', 'rejected', 'terminated', 'settled')),
	CONSTRAINT "contracts_period_ck" CHECK ((kind = 'dividend' and period in ('daily', 'weekly', 'semimonthly', 'monthly')) or (kind = 'daily-salary' and period in ('daily')) or (kind = 'hourly-salary' and period in ('hourly')) or (kind = 'realtime-salary' and period in ('realtime'))),
	CONSTRAINT "contracts_rate_ck" CHECK ("contracts"."rate_bp" between 1 and 10000),
	CONSTRAINT "contracts_settled_ck" CHECK (("contracts"."state" = 'settled') = ("contracts"."amount_minor" is not null and "contracts"."bet_minor" is not null and "contracts"."active_members" is not null and "contracts"."profit_loss_minor" is not null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_offered_by_members_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_member_idx" ON "contracts" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_open_kind_uq" ON "contracts" USING btree ("member_id","kind") WHERE state in ('offered', 'accepted');--> statement-breakpoint
-- Issue 15: rejected, terminated and settled are final, a contract moves only forward (offered,
-- then accepted or rejected; accepted, then terminated or settled), and its member and terms never
-- change once offered. Enforced here as well as in the code, so no path (CLI, call) can undo one.
CREATE FUNCTION contracts_transitions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id <> OLD.member_id OR NEW.kind <> OLD.kind OR NEW.rate_bp <> OLD.rate_bp
     OR NEW.period <> OLD.period OR NEW.offered_by IS DISTINCT FROM OLD.offered_by THEN
    RAISE EXCEPTION 'contract % member and terms never change', OLD.id;
  END IF;
  IF NEW.state IS DISTINCT FROM OLD.state AND NOT (
       (OLD.state = 'offered' AND NEW.state IN ('accepted', 'rejected'))
    OR (OLD.state = 'accepted' AND NEW.state IN ('terminated', 'settled'))) THEN
    RAISE EXCEPTION 'contract % cannot go from % to %', OLD.id, OLD.state, NEW.state;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_transitions BEFORE UPDATE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contracts_transitions();
--> statement-breakpoint
CREATE FUNCTION contracts_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contracts are never deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER contracts_no_delete BEFORE DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION contracts_no_delete();
