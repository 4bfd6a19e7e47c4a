CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"note" text,
	"actor" text NOT NULL,
	"forced" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_events_kind_ck" CHECK ("withdrawal_events"."kind" in ('submitted', 'underReview', 'approved', 'paid', 'rejected', 'received', 'fullyPaid', 'notReceived')),
	CONSTRAINT "withdrawal_events_state_ck" CHECK ("withdrawal_events"."state" in ('submitted', 'underReview', 'approved', 'paid', 'rejected', 'received', 'fullyPaid')),
	CONSTRAINT "withdrawal_events_forced_ck" CHECK (not "withdrawal_events"."forced" or "withdrawal_events"."kind" = 'received')
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"bank_account_id" integer,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"pending_transfer_id" bigint NOT NULL,
	"return_transfer_id" bigint,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reject_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive_ck" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_state_ck" CHECK ("withdrawals"."state" in ('submitted', 'underReview', 'approved', 'paid', 'rejected', 'received', 'fullyPaid')),
	CONSTRAINT "withdrawals_reject_reason_ck" CHECK (("withdrawals"."state" = 'rejected') = ("withdrawals"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_event_id_withdrawal_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."withdrawal_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_pending_transfer_id_pending_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."pending_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_return_transfer_id_transfers_id_fk" FOREIGN KEY ("return_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_events_withdrawal_idx" ON "withdrawal_events" USING btree ("withdrawal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_events_key_uq" ON "withdrawal_events" USING btree ("withdrawal_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_key_uq" ON "withdrawals" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_pending_uq" ON "withdrawals" USING btree ("pending_transfer_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_state_idx" ON "withdrawals" USING btree ("merchant_id","state","id");