-- A bet's part counts into its reward's wagering once, when the bet is settled (ADR 024), marked
-- by `counted`. Every part already recorded was counted when its bet was taken (the rule before).
ALTER TABLE "round_bonus_stakes" ADD COLUMN "counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "round_bonus_stakes" SET "counted" = true;
