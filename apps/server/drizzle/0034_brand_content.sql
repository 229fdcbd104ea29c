-- Content belongs to a brand (docs/decisions/064-brand-content.md): every row so far is the first brand's.
ALTER TABLE "campaigns" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "welcome_packs" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_cards" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_messages" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_popup_types" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_popups" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_level_ups" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rates" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_review_thresholds" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_templates" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" DROP CONSTRAINT "promo_redemptions_code_promo_codes_code_fk";--> statement-breakpoint
DROP INDEX "campaigns_state_idx";--> statement-breakpoint
DROP INDEX "welcome_packs_one_default_idx";--> statement-breakpoint
DROP INDEX "promo_redemptions_code_player_idx";--> statement-breakpoint
ALTER TABLE "static_pages" DROP CONSTRAINT "static_pages_locale_slug_pk";--> statement-breakpoint
ALTER TABLE "crm_popup_types" DROP CONSTRAINT "crm_popup_types_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_levels" DROP CONSTRAINT "loyalty_levels_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_rates" DROP CONSTRAINT "loyalty_rates_pkey";--> statement-breakpoint
ALTER TABLE "withdrawal_review_thresholds" DROP CONSTRAINT "withdrawal_review_thresholds_pkey";--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_pkey";--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_brand_id_locale_slug_pk" PRIMARY KEY("brand_id","locale","slug");--> statement-breakpoint
ALTER TABLE "crm_popup_types" ADD CONSTRAINT "crm_popup_types_brand_id_type_pk" PRIMARY KEY("brand_id","type");--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_brand_id_key_pk" PRIMARY KEY("brand_id","key");--> statement-breakpoint
ALTER TABLE "loyalty_rates" ADD CONSTRAINT "loyalty_rates_brand_id_currency_pk" PRIMARY KEY("brand_id","currency");--> statement-breakpoint
ALTER TABLE "withdrawal_review_thresholds" ADD CONSTRAINT "withdrawal_review_thresholds_brand_id_currency_pk" PRIMARY KEY("brand_id","currency");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_brand_id_code_pk" PRIMARY KEY("brand_id","code");--> statement-breakpoint
CREATE TABLE "brand_studios" (
	"brand_id" text NOT NULL,
	"provider_alias" text NOT NULL,
	CONSTRAINT "brand_studios_brand_id_provider_alias_pk" PRIMARY KEY("brand_id","provider_alias")
);
--> statement-breakpoint
ALTER TABLE "brand_studios" ADD CONSTRAINT "brand_studios_provider_alias_providers_alias_fk" FOREIGN KEY ("provider_alias") REFERENCES "public"."providers"("alias") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_brand_id_code_promo_codes_brand_id_code_fk" FOREIGN KEY ("brand_id","code") REFERENCES "public"."promo_codes"("brand_id","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_brand_state_idx" ON "campaigns" USING btree ("brand_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_packs_one_default_idx" ON "welcome_packs" USING btree ("brand_id") WHERE "welcome_packs"."is_default";--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_player_idx" ON "promo_redemptions" USING btree ("brand_id","code","player_uuid");
