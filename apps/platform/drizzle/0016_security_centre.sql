CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "max_bank_accounts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "messaging_ids" jsonb DEFAULT '["line"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "telegram" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "zalo" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "place_of_birth" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "source_of_income" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_member_number_uq" ON "bank_accounts" USING btree ("member_id","account_number");