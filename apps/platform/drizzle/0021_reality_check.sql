ALTER TABLE "members" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "session_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "session_limit_pending_minutes" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "session_limit_pending_from" timestamp with time zone;