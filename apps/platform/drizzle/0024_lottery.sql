CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"slip_key" text NOT NULL,
	"slip_index" integer NOT NULL,
	"slip_fingerprint" text NOT NULL,
	"play_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"currency" text NOT NULL,
	"wallet" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"pending_transfer_id" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"payout_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_state_ck" CHECK ("lottery_bets"."state" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "lottery_bets_stake_ck" CHECK ("lottery_bets"."stake_minor" > 0),
	CONSTRAINT "lottery_bets_payout_ck" CHECK ("lottery_bets"."payout_minor" >= 0 and ("lottery_bets"."payout_minor" > 0) = ("lottery_bets"."payout_transfer_id" is not null) and ("lottery_bets"."state" = 'won') = ("lottery_bets"."payout_minor" > 0)),
	CONSTRAINT "lottery_bets_settled_ck" CHECK (("lottery_bets"."state" = 'open') = ("lottery_bets"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"draw_number" bigint NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_kind_ck" CHECK ("lottery_draws"."kind" in ('fast', 'vn', 'keno', 'lotto645')),
	CONSTRAINT "lottery_draws_state_ck" CHECK ("lottery_draws"."state" in ('open', 'drawn', 'settled', 'cancelling', 'cancelled')),
	CONSTRAINT "lottery_draws_close_ck" CHECK ("lottery_draws"."close_at" <= "lottery_draws"."draw_at"),
	CONSTRAINT "lottery_draws_result_ck" CHECK (("lottery_draws"."result" is not null) = ("lottery_draws"."state" in ('drawn', 'settled')))
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_pending_transfer_id_pending_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."pending_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_payout_transfer_id_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_slip_uq" ON "lottery_bets" USING btree ("member_id","slip_key","slip_index");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_pending_uq" ON "lottery_bets" USING btree ("pending_transfer_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_state_idx" ON "lottery_bets" USING btree ("draw_id","state","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_idx" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_number_uq" ON "lottery_draws" USING btree ("merchant_id","node_id","draw_number");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("state","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time_idx" ON "lottery_draws" USING btree ("merchant_id","node_id","draw_at");