CREATE TABLE "favorite_games" (
	"player_uuid" uuid NOT NULL,
	"game_uuid" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorite_games_player_uuid_game_uuid_pk" PRIMARY KEY("player_uuid","game_uuid")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"player_uuid" uuid NOT NULL,
	"game_uuid" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_player_uuid_game_uuid_pk" PRIMARY KEY("player_uuid","game_uuid")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_games_player_seq_idx" ON "favorite_games" USING btree ("player_uuid","seq");--> statement-breakpoint
CREATE INDEX "recent_games_player_seq_idx" ON "recent_games" USING btree ("player_uuid","seq");