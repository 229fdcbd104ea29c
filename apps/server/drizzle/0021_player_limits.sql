CREATE TABLE "player_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"from_amount" bigint,
	"to_amount" bigint,
	"step" text NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"player_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"player_amount" bigint,
	"operator_amount" bigint,
	"pending_amount" bigint,
	"pending_removal" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_player_uuid_kind_period_pk" PRIMARY KEY("player_uuid","kind","period")
);
--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_changes_player_idx" ON "player_limit_changes" USING btree ("player_uuid","at");