CREATE TABLE "loyalty_accounts" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"points" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_level_ups" (
	"player_uuid" uuid NOT NULL,
	"level_key" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	"reward_uuid" text,
	CONSTRAINT "loyalty_level_ups_player_uuid_level_key_pk" PRIMARY KEY("player_uuid","level_key")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"template_uuid" uuid,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"points_per_unit" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" uuid NOT NULL,
	"player_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_player_uuid_pk" PRIMARY KEY("tournament_id","player_uuid")
);
--> statement-breakpoint
CREATE TABLE "tournament_prizes" (
	"tournament_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"player_uuid" uuid NOT NULL,
	"points" bigint NOT NULL,
	"amount_minor" bigint,
	"template_uuid" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_prizes_tournament_id_place_pk" PRIMARY KEY("tournament_id","place")
);
--> statement-breakpoint
CREATE TABLE "tournament_scores" (
	"tournament_id" uuid NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "tournament_scores_bet_transaction_id_tournament_id_pk" PRIMARY KEY("bet_transaction_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_slugs" text[] NOT NULL,
	"scoring" text NOT NULL,
	"currency" text NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"standings_fixed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournaments_dates_check" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prizes" ADD CONSTRAINT "tournament_prizes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_participants_board_idx" ON "tournament_participants" USING btree ("tournament_id","points" DESC NULLS LAST,"reached_at","player_uuid");--> statement-breakpoint
CREATE INDEX "tournaments_ends_idx" ON "tournaments" USING btree ("ends_at");