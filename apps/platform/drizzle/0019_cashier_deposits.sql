CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"fee_fixed_minor" bigint NOT NULL,
	"fee_rate_bp" integer NOT NULL,
	"fee_bearer" text NOT NULL,
	"expires_after_minutes" integer NOT NULL,
	"receiving_account" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_channels_provider_ck" CHECK ("deposit_channels"."provider" in ('bankTransfer', 'demoGateway')),
	CONSTRAINT "deposit_channels_fee_bearer_ck" CHECK ("deposit_channels"."fee_bearer" in ('member', 'merchant')),
	CONSTRAINT "deposit_channels_bounds_ck" CHECK ("deposit_channels"."min_minor" > 0 and "deposit_channels"."max_minor" >= "deposit_channels"."min_minor" and "deposit_channels"."fee_fixed_minor" >= 0 and "deposit_channels"."fee_rate_bp" between 0 and 10000 and "deposit_channels"."expires_after_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"fee_bearer" text NOT NULL,
	"credit_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"gateway_token" text,
	"gateway_txn_id" text,
	"gateway_notified_at" timestamp with time zone,
	"transfer_id" bigint,
	"reason" text,
	"remark" text,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "deposits_state_ck" CHECK ("deposits"."state" in ('created', 'pending', 'credited', 'rejected', 'expired')),
	CONSTRAINT "deposits_provider_ck" CHECK ("deposits"."provider" in ('bankTransfer', 'demoGateway')),
	CONSTRAINT "deposits_amounts_ck" CHECK ("deposits"."amount_minor" > 0 and "deposits"."fee_minor" >= 0 and "deposits"."credit_minor" > 0 and "deposits"."credit_minor" <= "deposits"."amount_minor"),
	CONSTRAINT "deposits_credited_ck" CHECK (("deposits"."state" = 'credited') = ("deposits"."transfer_id" is not null and "deposits"."credited_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"deposit_id" integer,
	"gateway_txn_id" text,
	"outcome" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_secrets" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_proofs" ADD CONSTRAINT "deposit_proofs_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_secrets" ADD CONSTRAINT "gateway_secrets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_channels_merchant_code_uq" ON "deposit_channels" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "deposit_proofs_deposit_idx" ON "deposit_proofs" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_open_idx" ON "deposits" USING btree ("expires_at") WHERE "deposits"."state" in ('created', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_uq" ON "deposits" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_token_uq" ON "deposits" USING btree ("gateway_token");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_txn_uq" ON "deposits" USING btree ("merchant_id","gateway_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_transfer_uq" ON "deposits" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "gateway_notifications_deposit_idx" ON "gateway_notifications" USING btree ("deposit_id");--> statement-breakpoint
-- Issue 14 item 3: credited, rejected and expired are final, and a deposit's amounts never change
-- once made. Enforced here as well as in the code, so no path (CLI, sweep, webhook) can undo one.
CREATE FUNCTION deposits_final_states() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state IN ('credited', 'rejected', 'expired') AND NEW.state IS DISTINCT FROM OLD.state THEN
    RAISE EXCEPTION 'deposit % is %: a final state', OLD.id, OLD.state;
  END IF;
  IF NEW.amount_minor <> OLD.amount_minor OR NEW.fee_minor <> OLD.fee_minor
     OR NEW.credit_minor <> OLD.credit_minor OR NEW.member_id <> OLD.member_id THEN
    RAISE EXCEPTION 'deposit % amounts and member never change', OLD.id;
  END IF;
  IF NEW.state = 'pending' AND OLD.state NOT IN ('created', 'pending') THEN
    RAISE EXCEPTION 'deposit % cannot go back to pending', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER deposits_final_states BEFORE UPDATE ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_final_states();
--> statement-breakpoint
CREATE FUNCTION deposits_no_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'deposits are never deleted';
END $$;
--> statement-breakpoint
CREATE TRIGGER deposits_no_delete BEFORE DELETE ON deposits
  FOR EACH ROW EXECUTE FUNCTION deposits_no_delete();
