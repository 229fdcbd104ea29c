CREATE TABLE "game_rounds" (
	"bet_transaction_id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"session_id" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"game_slug" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" >= 0 and "game_rounds"."won" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_uuid" uuid NOT NULL,
	"game_uuid" uuid NOT NULL,
	"game_slug" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text NOT NULL,
	"player_uuid" uuid NOT NULL,
	"round_id" text NOT NULL,
	"bet_transaction_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payload_hash" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"ledger_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_rounds_player_idx" ON "game_rounds" USING btree ("player_uuid","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_uuid","created_at");--> statement-breakpoint
CREATE INDEX "seamless_transactions_bet_idx" ON "seamless_transactions" USING btree ("bet_transaction_id");