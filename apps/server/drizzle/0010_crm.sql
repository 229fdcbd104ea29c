CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"anonymous_id" uuid NOT NULL,
	"player_uuid" uuid,
	"page" text NOT NULL,
	"props" jsonb NOT NULL,
	"affiliate" jsonb
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"release" text,
	"page" text,
	"player_uuid" uuid
);
--> statement-breakpoint
CREATE TABLE "crm_card_events" (
	"card_id" uuid NOT NULL,
	"player_uuid" uuid NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_card_events_card_id_player_uuid_event_pk" PRIMARY KEY("card_id","player_uuid","event")
);
--> statement-breakpoint
CREATE TABLE "crm_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"button_label" text,
	"url" text,
	"targeting" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_message_receipts" (
	"message_id" uuid NOT NULL,
	"player_uuid" uuid NOT NULL,
	"read_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "crm_message_receipts_message_id_player_uuid_pk" PRIMARY KEY("message_id","player_uuid")
);
--> statement-breakpoint
CREATE TABLE "crm_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text,
	"targeting" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_popup_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"popup_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_popup_states" (
	"popup_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"status" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crm_popup_states_popup_id_viewer_pk" PRIMARY KEY("popup_id","viewer"),
	CONSTRAINT "crm_popup_states_views" CHECK ("crm_popup_states"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crm_popup_types" (
	"type" text PRIMARY KEY NOT NULL,
	"button_type" text NOT NULL,
	"button_size" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_type" text NOT NULL,
	"name" text NOT NULL,
	"buttons" jsonb NOT NULL,
	"excluded_pages" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"targeting" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_views" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_card_events" ADD CONSTRAINT "crm_card_events_card_id_crm_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."crm_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_message_receipts" ADD CONSTRAINT "crm_message_receipts_message_id_crm_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."crm_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_popup_events" ADD CONSTRAINT "crm_popup_events_popup_id_crm_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."crm_popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_popup_states" ADD CONSTRAINT "crm_popup_states_popup_id_crm_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."crm_popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_name_received_idx" ON "analytics_events" USING btree ("name","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_anonymous_idx" ON "analytics_events" USING btree ("anonymous_id","received_at");--> statement-breakpoint
CREATE INDEX "error_reports_received_idx" ON "error_reports" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "crm_popup_events_popup_idx" ON "crm_popup_events" USING btree ("popup_id","event");