CREATE TABLE "player_session_settings" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"reality_check_seconds" integer,
	"daily_minutes" integer,
	"pending_minutes" integer,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"invitation_dismissed" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "limit_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_session_settings" ADD CONSTRAINT "player_session_settings_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_limit_ends_idx" ON "sessions" USING btree ("limit_ends_at") WHERE "sessions"."revoked_at" is null and "sessions"."limit_ends_at" is not null;