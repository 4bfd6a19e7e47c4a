-- Issue 14 item 6: game rounds summed per member, UTC day and category, for the betting record's
-- totals. A trigger keeps it in the round's own transaction; existing rounds are summed once here.
CREATE TABLE "game_round_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"rounds" bigint NOT NULL,
	"bet_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	CONSTRAINT "game_round_days_member_id_day_game_type_pk" PRIMARY KEY("member_id","day","game_type")
);
--> statement-breakpoint
ALTER TABLE "game_round_days" ADD CONSTRAINT "game_round_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_round_days_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO game_round_days (member_id, day, game_type, rounds, bet_minor, payout_minor)
  VALUES (NEW.member_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.game_type, 1,
          NEW.bet_minor, NEW.payout_minor)
  ON CONFLICT (member_id, day, game_type) DO UPDATE
    SET rounds = game_round_days.rounds + 1,
        bet_minor = game_round_days.bet_minor + EXCLUDED.bet_minor,
        payout_minor = game_round_days.payout_minor + EXCLUDED.payout_minor;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER game_rounds_sum_days AFTER INSERT ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_round_days_add();--> statement-breakpoint
INSERT INTO game_round_days (member_id, day, game_type, rounds, bet_minor, payout_minor)
SELECT member_id, (created_at AT TIME ZONE 'UTC')::date, game_type, count(*), sum(bet_minor),
       sum(payout_minor)
  FROM game_rounds GROUP BY 1, 2, 3;
