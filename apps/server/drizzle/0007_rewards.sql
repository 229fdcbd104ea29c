CREATE TABLE "player_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_uuid" uuid NOT NULL,
	"template_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"granted_minor" bigint NOT NULL,
	"granted_all" jsonb,
	"wagering_required_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"game_slug" text,
	"free_spins_total" integer,
	"free_spins_played" integer,
	"free_spin_stake_minor" bigint,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"grant_key" text,
	"granted_at" timestamp with time zone NOT NULL,
	"claim_by" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"converted_minor" bigint,
	"end_reason" text,
	CONSTRAINT "player_rewards_wagered_not_negative" CHECK ("player_rewards"."wagered_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"template_uuid" uuid NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_player" integer NOT NULL,
	"countries" text[] NOT NULL,
	"currencies" text[] NOT NULL,
	"enabled" boolean NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_templates" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"deposit_percent" integer,
	"min_deposit" jsonb NOT NULL,
	"wagering_multiplier_x100" integer NOT NULL,
	"contributions_bp" jsonb NOT NULL,
	"default_contribution_bp" integer NOT NULL,
	"max_conversion" jsonb NOT NULL,
	"free_spins" jsonb,
	"claim_days" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_bonus_stakes" (
	"bet_transaction_id" text NOT NULL,
	"reward_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"wagered" bigint NOT NULL,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_template_uuid_reward_templates_uuid_fk" FOREIGN KEY ("template_uuid") REFERENCES "public"."reward_templates"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_template_uuid_reward_templates_uuid_fk" FOREIGN KEY ("template_uuid") REFERENCES "public"."reward_templates"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_reward_id_player_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."player_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_bonus_stakes" ADD CONSTRAINT "round_bonus_stakes_reward_id_player_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."player_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_rewards_grant_key_idx" ON "player_rewards" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "player_rewards_player_idx" ON "player_rewards" USING btree ("player_uuid","status");--> statement-breakpoint
CREATE INDEX "player_rewards_due_idx" ON "player_rewards" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_player_idx" ON "promo_redemptions" USING btree ("code","player_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "round_bonus_stakes_pk" ON "round_bonus_stakes" USING btree ("bet_transaction_id","reward_id");--> statement-breakpoint
CREATE INDEX "round_bonus_stakes_reward_idx" ON "round_bonus_stakes" USING btree ("reward_id");