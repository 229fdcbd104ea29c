CREATE TABLE "player_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reopen_requested_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_breaks_player_idx" ON "player_breaks" USING btree ("player_uuid","starts_at");--> statement-breakpoint
CREATE INDEX "player_breaks_open_idx" ON "player_breaks" USING btree ("starts_at") WHERE "player_breaks"."superseded_at" is null;