ALTER TABLE "reward_templates" ADD COLUMN "max_bet" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_templates" ADD COLUMN "sports_contribution_bp" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_templates" ADD COLUMN "sports_min_odds_x100" integer DEFAULT 150 NOT NULL;