CREATE TABLE "round_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"currency" text NOT NULL,
	"game_slug" text NOT NULL,
	"session_id" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL
);
