CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"player_uuid" uuid,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"spent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_uuid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"email" text,
	"phone" text,
	"phone_code" text,
	"phone_number" text,
	"username" text,
	"password_hash" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"language_code" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"birth_date" text,
	"city" text,
	"address" text,
	"additional_data" jsonb NOT NULL,
	"subscriptions" jsonb NOT NULL,
	"affiliate_params" jsonb,
	"campaign_uuid" uuid,
	"promo_code" text,
	"promo_status" text,
	"device" text,
	"time_zone" text,
	"device_fingerprint" text,
	"traffic_source" text,
	"website_url" text,
	"identifier" text,
	"signup_ip" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"self_restricted_until" timestamp with time zone,
	"self_restricted_permanent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_uuid" uuid NOT NULL,
	"jti" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"device_fingerprint" text
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_target_idx" ON "one_time_codes" USING btree ("brand_id","purpose","target");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_player_idx" ON "password_reset_tokens" USING btree ("player_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_email_idx" ON "players" USING btree ("brand_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_phone_idx" ON "players" USING btree ("brand_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_username_idx" ON "players" USING btree ("brand_id",lower("username"));--> statement-breakpoint
CREATE INDEX "players_fingerprint_idx" ON "players" USING btree ("device_fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "players_signup_ip_idx" ON "players" USING btree ("signup_ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_uuid");--> statement-breakpoint
CREATE INDEX "sessions_fingerprint_idx" ON "sessions" USING btree ("device_fingerprint","created_at");