CREATE TABLE "catalogue_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "catalogue_categories_kind_ck" CHECK ("catalogue_categories"."kind" in ('game', 'virtual'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_games" (
	"node_id" text PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"game_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ja" text NOT NULL,
	"icon" text NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"support_play" smallint DEFAULT 1 NOT NULL,
	"min_bet" bigint NOT NULL,
	"line_count" integer,
	"rng_sub_category" text,
	"classify" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_promo" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_games_is_game_ck" CHECK ("catalogue_games"."is_game" in ('GAME', 'VASSALAGE')),
	CONSTRAINT "catalogue_games_support_play_ck" CHECK ("catalogue_games"."support_play" in (0, 1)),
	CONSTRAINT "catalogue_games_min_bet_ck" CHECK ("catalogue_games"."min_bet" > 0),
	CONSTRAINT "catalogue_games_rng_sub_ck" CHECK ("catalogue_games"."rng_sub_category" is null or "catalogue_games"."rng_sub_category" in ('SC', 'VP', 'TG', 'AC')),
	CONSTRAINT "catalogue_games_classify_ck" CHECK ("catalogue_games"."classify" is null or "catalogue_games"."classify" = 'JP')
);
--> statement-breakpoint
CREATE TABLE "catalogue_hidden_categories" (
	"merchant_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_hidden_categories_merchant_id_game_type_pk" PRIMARY KEY("merchant_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "catalogue_hidden_games" (
	"merchant_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_hidden_games_merchant_id_node_id_pk" PRIMARY KEY("merchant_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_hidden_vendors" (
	"merchant_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_hidden_vendors_merchant_id_vassalage_pk" PRIMARY KEY("merchant_id","vassalage")
);
--> statement-breakpoint
CREATE TABLE "catalogue_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"display_name_ja" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_vassalage_catalogue_vendors_code_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."catalogue_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_game_type_catalogue_categories_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."catalogue_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_hidden_categories" ADD CONSTRAINT "catalogue_hidden_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_hidden_categories" ADD CONSTRAINT "catalogue_hidden_categories_game_type_catalogue_categories_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."catalogue_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_hidden_games" ADD CONSTRAINT "catalogue_hidden_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_hidden_games" ADD CONSTRAINT "catalogue_hidden_games_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_hidden_vendors" ADD CONSTRAINT "catalogue_hidden_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_hidden_vendors" ADD CONSTRAINT "catalogue_hidden_vendors_vassalage_catalogue_vendors_code_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."catalogue_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_games_type_pop_idx" ON "catalogue_games" USING btree ("game_type","popularity" DESC NULLS LAST,"node_id");--> statement-breakpoint
CREATE INDEX "catalogue_games_vendor_pop_idx" ON "catalogue_games" USING btree ("vassalage","popularity" DESC NULLS LAST,"node_id");--> statement-breakpoint
CREATE INDEX "catalogue_games_pop_idx" ON "catalogue_games" USING btree ("popularity" DESC NULLS LAST,"node_id");--> statement-breakpoint
CREATE INDEX "favourite_games_member_created_idx" ON "favourite_games" USING btree ("member_id","created_at" DESC NULLS LAST);