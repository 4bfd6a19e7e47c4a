-- Issue 14 item 6: the member records read one member's rounds and one account's movements by
-- (time, id), each page a range scan of one index.
CREATE INDEX "transfers_debit_time_idx" ON "transfers" USING btree ("debit_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transfers_credit_time_idx" ON "transfers" USING btree ("credit_account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_time_idx" ON "game_rounds" USING btree ("member_id","created_at","id","game_type","node_id","bet_minor","payout_minor");