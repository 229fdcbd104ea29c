ALTER TABLE "crm_cards" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_popups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;