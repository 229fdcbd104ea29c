CREATE TABLE "campaign_players" (
	"campaign_uuid" uuid NOT NULL,
	"player_uuid" uuid NOT NULL,
	"status" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"active_group" text,
	"device_type" text,
	"joined_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_players_campaign_uuid_player_uuid_pk" PRIMARY KEY("campaign_uuid","player_uuid"),
	CONSTRAINT "campaign_players_level_not_negative" CHECK ("campaign_players"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_key" text NOT NULL,
	"trigger" text NOT NULL,
	"opt_in" boolean NOT NULL,
	"visibility" text NOT NULL,
	"white_list_countries" text[] NOT NULL,
	"white_list_currencies" text[] NOT NULL,
	"black_list_countries" text[] NOT NULL,
	"group_key" text,
	"levels" jsonb NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_state_known" CHECK ("campaigns"."state" in ('DRAFT','PENDING','ACTIVE','FINISHED','CANCELED','FAILED','DELETED'))
);
--> statement-breakpoint
CREATE TABLE "welcome_packs" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"campaign_uuid" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"icon" text,
	"is_default" boolean NOT NULL,
	"button_link" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_players" ADD CONSTRAINT "campaign_players_campaign_uuid_campaigns_uuid_fk" FOREIGN KEY ("campaign_uuid") REFERENCES "public"."campaigns"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_players" ADD CONSTRAINT "campaign_players_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_packs" ADD CONSTRAINT "welcome_packs_campaign_uuid_campaigns_uuid_fk" FOREIGN KEY ("campaign_uuid") REFERENCES "public"."campaigns"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_players_player_idx" ON "campaign_players" USING btree ("player_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_players_one_per_group_idx" ON "campaign_players" USING btree ("player_uuid","active_group") WHERE "campaign_players"."active_group" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_packs_one_default_idx" ON "welcome_packs" USING btree ("is_default") WHERE "welcome_packs"."is_default";