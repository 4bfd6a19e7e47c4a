-- Issue 17 item 1: each house wallet is split into shards (schema houseShards), so the bets and payouts
-- of different members lock different balance rows. Existing house accounts become shard 0.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_wallet_uq";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_wallet_uq" UNIQUE NULLS NOT DISTINCT("merchant_id","currency","member_id","wallet","shard");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard_ck" CHECK ("ledger_accounts"."shard" >= 0 and ("ledger_accounts"."kind" = 'house' or "ledger_accounts"."shard" = 0));