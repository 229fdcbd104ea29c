CREATE TABLE "adjustment_thresholds" (
	"currency" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"transfer_id" bigint,
	CONSTRAINT "manual_adjustments_amount_positive" CHECK ("manual_adjustments"."amount" > 0),
	CONSTRAINT "manual_adjustments_direction" CHECK ("manual_adjustments"."direction" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "manual_adjustments_status" CHECK ("manual_adjustments"."status" in ('PENDING_APPROVAL', 'APPLIED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "player_locks" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"locked_by" text NOT NULL,
	"locked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_uuid" uuid NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_locks" ADD CONSTRAINT "player_locks_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_adjustments_key_idx" ON "manual_adjustments" USING btree ("key");--> statement-breakpoint
CREATE INDEX "manual_adjustments_player_idx" ON "manual_adjustments" USING btree ("player_uuid","requested_at");--> statement-breakpoint
CREATE INDEX "manual_adjustments_status_idx" ON "manual_adjustments" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_uuid","id");--> statement-breakpoint
CREATE INDEX "players_search_email_idx" ON "players" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_search_username_idx" ON "players" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_search_phone_idx" ON "players" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_search_name_idx" ON "players" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_search_last_name_idx" ON "players" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "players_created_idx" ON "players" USING btree ("brand_id","created_at");