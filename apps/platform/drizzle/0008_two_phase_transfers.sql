CREATE TABLE "pending_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"reason" text,
	"actor" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"resolution_key" text,
	"resolution_fingerprint" text,
	"resolved_by" text,
	"posted_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "pending_transfers_amount_positive_ck" CHECK ("pending_transfers"."amount" > 0),
	CONSTRAINT "pending_transfers_distinct_accounts_ck" CHECK ("pending_transfers"."debit_account_id" <> "pending_transfers"."credit_account_id"),
	CONSTRAINT "pending_transfers_kind_ck" CHECK ("pending_transfers"."kind" in ('deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'refund', 'bonus', 'rebate', 'dividend', 'salary', 'adjustment')),
	CONSTRAINT "pending_transfers_state_ck" CHECK ("pending_transfers"."state" in ('pending', 'posted', 'voided')),
	CONSTRAINT "pending_transfers_resolution_ck" CHECK (("pending_transfers"."state" = 'pending') = ("pending_transfers"."resolution_key" is null) and ("pending_transfers"."state" = 'posted') = ("pending_transfers"."posted_transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD COLUMN "pending_debit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_balances" ADD COLUMN "pending_credit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_transfers" ADD CONSTRAINT "pending_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_transfers" ADD CONSTRAINT "pending_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_transfers" ADD CONSTRAINT "pending_transfers_posted_transfer_id_transfers_id_fk" FOREIGN KEY ("posted_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_transfers_merchant_key_uq" ON "pending_transfers" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "pending_transfers_debit_idx" ON "pending_transfers" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "pending_transfers_credit_idx" ON "pending_transfers" USING btree ("credit_account_id","id");--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_available_ck" CHECK ("account_balances"."kind" = 'house' or "account_balances"."balance" - "account_balances"."pending_debit" >= 0);--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_pending_ck" CHECK ("account_balances"."pending_debit" >= 0 and "account_balances"."pending_credit" >= 0);