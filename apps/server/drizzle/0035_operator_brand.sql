-- Operator calls are per brand (docs/decisions/066-operator-calls-per-brand.md): the rows a brand's
-- operators read that name no player of their own carry the brand; every row so far is the first brand's.
ALTER TABLE "analytics_events" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustment_thresholds" ADD COLUMN "brand_id" text DEFAULT 'croupier' NOT NULL;--> statement-breakpoint
ALTER TABLE "adjustment_thresholds" DROP CONSTRAINT "adjustment_thresholds_pkey";--> statement-breakpoint
ALTER TABLE "adjustment_thresholds" ADD CONSTRAINT "adjustment_thresholds_brand_id_currency_pk" PRIMARY KEY("brand_id","currency");--> statement-breakpoint
CREATE INDEX "analytics_events_brand_received_idx" ON "analytics_events" USING btree ("brand_id","received_at");--> statement-breakpoint
CREATE INDEX "error_reports_brand_received_idx" ON "error_reports" USING btree ("brand_id","received_at");--> statement-breakpoint
CREATE INDEX "operator_audit_brand_idx" ON "operator_audit" USING btree ("brand_id","id");--> statement-breakpoint
-- Written by hand: a logged-in player's events and reports are their brand's.
UPDATE "analytics_events" e SET "brand_id" = p."brand_id" FROM "players" p
  WHERE p."uuid" = e."player_uuid" AND p."brand_id" <> e."brand_id";--> statement-breakpoint
UPDATE "error_reports" r SET "brand_id" = p."brand_id" FROM "players" p
  WHERE p."uuid" = r."player_uuid" AND p."brand_id" <> r."brand_id";
