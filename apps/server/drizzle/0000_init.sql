CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"live_chat" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "static_pages_locale_slug_pk" PRIMARY KEY("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"provider_alias" text NOT NULL,
	"engine" text NOT NULL,
	"has_demo_mode" boolean DEFAULT true NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"devices" text[] DEFAULT '{MOBILE,DESKTOP}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_countries" text[] DEFAULT '{}' NOT NULL,
	"currencies" text[] DEFAULT '{}' NOT NULL,
	"palette" jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"alias" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"palette" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_alias_providers_alias_fk" FOREIGN KEY ("provider_alias") REFERENCES "public"."providers"("alias") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_alias");