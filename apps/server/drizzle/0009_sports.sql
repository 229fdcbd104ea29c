ALTER TABLE "game_rounds" ADD COLUMN "sports" jsonb;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "kind" text DEFAULT 'games' NOT NULL;