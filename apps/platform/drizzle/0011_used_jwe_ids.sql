CREATE TABLE "used_jwe_ids" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_jwe_ids_expires_idx" ON "used_jwe_ids" USING btree ("expires_at");