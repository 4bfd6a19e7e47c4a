CREATE TABLE "sports_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"leg_index" integer NOT NULL,
	"fixture_id" bigint NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"line" integer DEFAULT 0 NOT NULL,
	"odds" integer NOT NULL,
	"result" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "sports_bet_legs_market_ck" CHECK ("sports_bet_legs"."market" in ('MATCH', 'HANDICAP', 'TOTAL')),
	CONSTRAINT "sports_bet_legs_selection_ck" CHECK ("sports_bet_legs"."selection" in ('home', 'draw', 'away', 'over', 'under')),
	CONSTRAINT "sports_bet_legs_result_ck" CHECK ("sports_bet_legs"."result" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sports_bet_legs_odds_ck" CHECK ("sports_bet_legs"."odds" > 100)
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"slip_key" text NOT NULL,
	"slip_index" integer NOT NULL,
	"slip_fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"wallet" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"pending_transfer_id" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"payout_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_kind_ck" CHECK ("sports_bets"."kind" in ('single', 'accumulator')),
	CONSTRAINT "sports_bets_state_ck" CHECK ("sports_bets"."state" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sports_bets_stake_ck" CHECK ("sports_bets"."stake_minor" > 0),
	CONSTRAINT "sports_bets_payout_ck" CHECK ("sports_bets"."payout_minor" >= 0 and ("sports_bets"."payout_minor" > 0) = ("sports_bets"."payout_transfer_id" is not null) and ("sports_bets"."state" = 'won') = ("sports_bets"."payout_minor" > 0)),
	CONSTRAINT "sports_bets_settled_ck" CHECK (("sports_bets"."state" = 'open') = ("sports_bets"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"fixture_number" bigint NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_strength" integer NOT NULL,
	"away_strength" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"played_at" timestamp with time zone,
	CONSTRAINT "sports_fixtures_sport_ck" CHECK ("sports_fixtures"."sport" in ('football', 'basketball', 'esports')),
	CONSTRAINT "sports_fixtures_state_ck" CHECK ("sports_fixtures"."state" in ('open', 'live', 'played', 'cancelled')),
	CONSTRAINT "sports_fixtures_time_ck" CHECK ("sports_fixtures"."kickoff_at" < "sports_fixtures"."ends_at"),
	CONSTRAINT "sports_fixtures_teams_ck" CHECK ("sports_fixtures"."home_team" <> "sports_fixtures"."away_team"),
	CONSTRAINT "sports_fixtures_score_ck" CHECK (("sports_fixtures"."home_score" is not null) = ("sports_fixtures"."state" = 'played') and ("sports_fixtures"."away_score" is not null) = ("sports_fixtures"."state" = 'played'))
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_pending_transfer_id_pending_transfers_id_fk" FOREIGN KEY ("pending_transfer_id") REFERENCES "public"."pending_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_payout_transfer_id_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bet_legs_index_uq" ON "sports_bet_legs" USING btree ("bet_id","leg_index");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bet_legs_fixture_uq" ON "sports_bet_legs" USING btree ("bet_id","fixture_id");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_fixture_idx" ON "sports_bet_legs" USING btree ("fixture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_slip_uq" ON "sports_bets" USING btree ("member_id","slip_key","slip_index");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_pending_uq" ON "sports_bets" USING btree ("pending_transfer_id");--> statement-breakpoint
CREATE INDEX "sports_bets_state_idx" ON "sports_bets" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "sports_bets_member_time_idx" ON "sports_bets" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_fixtures_slot_uq" ON "sports_fixtures" USING btree ("merchant_id","league","fixture_number");--> statement-breakpoint
CREATE INDEX "sports_fixtures_due_idx" ON "sports_fixtures" USING btree ("state","kickoff_at");--> statement-breakpoint
CREATE INDEX "sports_fixtures_league_time_idx" ON "sports_fixtures" USING btree ("merchant_id","league","kickoff_at");