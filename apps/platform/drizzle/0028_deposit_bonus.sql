CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"deposit_id" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"requirement_minor" bigint NOT NULL,
	"state" text NOT NULL,
	"credited_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bonuses_state_ck" CHECK ("bonuses"."state" in ('wagering', 'completed')),
	CONSTRAINT "bonuses_amounts_ck" CHECK ("bonuses"."amount_minor" > 0 and "bonuses"."requirement_minor" >= 0),
	CONSTRAINT "bonuses_completed_ck" CHECK (("bonuses"."state" = 'completed') = ("bonuses"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_bonus_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"percent_bp" integer NOT NULL,
	"cap_minor" bigint NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_bonus_settings_bounds_ck" CHECK ("deposit_bonus_settings"."percent_bp" between 1 and 10000 and "deposit_bonus_settings"."cap_minor" > 0 and "deposit_bonus_settings"."wagering_multiplier" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_bonus_settings" ADD CONSTRAINT "deposit_bonus_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_deposit_uq" ON "bonuses" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_transfer_uq" ON "bonuses" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_member_day_uq" ON "bonuses" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("member_id","id");