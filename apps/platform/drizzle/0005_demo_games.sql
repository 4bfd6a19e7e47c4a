CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_session_id" uuid NOT NULL,
	"client_round_id" text NOT NULL,
	"node_id" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"kind" text NOT NULL,
	"play_mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"parent_round_id" bigint,
	"free_spins_total" integer DEFAULT 0 NOT NULL,
	"free_spins_left" integer DEFAULT 0 NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"request" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"bet_transfer_id" bigint,
	"payout_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_member_client_round_uq" UNIQUE("member_id","client_round_id"),
	CONSTRAINT "game_rounds_seed_nonce_uq" UNIQUE("seed_id","nonce"),
	CONSTRAINT "game_rounds_kind_ck" CHECK ("game_rounds"."kind" in ('slot', 'dice')),
	CONSTRAINT "game_rounds_mode_ck" CHECK ("game_rounds"."play_mode" in ('real', 'free')),
	CONSTRAINT "game_rounds_status_ck" CHECK ("game_rounds"."status" in ('open', 'settled')),
	CONSTRAINT "game_rounds_amounts_ck" CHECK ("game_rounds"."bet_minor" >= 0 and "game_rounds"."payout_minor" >= 0),
	CONSTRAINT "game_rounds_free_spins_ck" CHECK ("game_rounds"."free_spins_left" >= 0 and "game_rounds"."free_spins_left" <= "game_rounds"."free_spins_total"),
	CONSTRAINT "game_rounds_open_ck" CHECK (("game_rounds"."status" = 'open') = ("game_rounds"."free_spins_left" > 0))
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "game_seeds_revealed_ck" CHECK ("game_seeds"."active" = ("game_seeds"."revealed_at" is null)),
	CONSTRAINT "game_seeds_nonce_ck" CHECK ("game_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"platform_session_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"kind" text NOT NULL,
	"play_mode" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"ticket_used_at" timestamp with time zone,
	"cookie_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "game_sessions_kind_ck" CHECK ("game_sessions"."kind" in ('slot', 'dice')),
	CONSTRAINT "game_sessions_mode_ck" CHECK ("game_sessions"."play_mode" in ('real', 'free'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_parent_round_id_game_rounds_id_fk" FOREIGN KEY ("parent_round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_seed_id_game_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."game_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bet_transfer_id_transfers_id_fk" FOREIGN KEY ("bet_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_payout_transfer_id_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_platform_session_id_sessions_id_fk" FOREIGN KEY ("platform_session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_open_uq" ON "game_rounds" USING btree ("member_id") WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_rounds_parent_idx" ON "game_rounds" USING btree ("parent_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_real_wins_idx" ON "game_rounds" USING btree ("merchant_id","payout_minor" DESC NULLS LAST) WHERE "game_rounds"."play_mode" = 'real' and "game_rounds"."payout_minor" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "game_seeds_one_active_uq" ON "game_seeds" USING btree ("member_id") WHERE "game_seeds"."active";--> statement-breakpoint
CREATE INDEX "game_seeds_member_idx" ON "game_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "game_sessions_member_created_idx" ON "game_sessions" USING btree ("member_id","created_at" DESC NULLS LAST);