ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_kind_ck";--> statement-breakpoint
ALTER TABLE "game_sessions" DROP CONSTRAINT "game_sessions_kind_ck";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_kind_ck" CHECK ("game_rounds"."kind" in ('slot', 'dice', 'baccarat'));--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_kind_ck" CHECK ("game_sessions"."kind" in ('slot', 'dice', 'baccarat'));