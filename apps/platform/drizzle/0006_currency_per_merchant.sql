ALTER TABLE "merchant_wallet_settings" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "merchant_wallet_settings" ADD COLUMN "minor_units" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_wallet_settings" ADD CONSTRAINT "merchant_wallet_settings_minor_units_ck" CHECK ("merchant_wallet_settings"."minor_units" between 0 and 4);--> statement-breakpoint
-- Issue 11: one currency per merchant, the brand's. Data folders from before kept every wallet in
-- the old default (JPY) whatever the brand said; at start the platform moves such a merchant's
-- ledger to its brand's currency (wallet/currency.ts). Transfers stay append-only: the one change
-- allowed is that relabelling, of the currency column alone, inside a transaction that asked for
-- it with SET LOCAL lobbykit.redenominate = 'on'. Amounts are never rewritten.
CREATE OR REPLACE FUNCTION transfers_immutable() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND coalesce(current_setting('lobbykit.redenominate', true), '') = 'on'
     AND (to_jsonb(NEW) - 'currency') = (to_jsonb(OLD) - 'currency') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'transfers are append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
