CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"player_uuid" uuid,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "callback_requests_status_check" CHECK ("callback_requests"."status" in ('OPEN', 'HANDLED')),
	CONSTRAINT "callback_requests_handled_check" CHECK (("callback_requests"."status" = 'HANDLED') = ("callback_requests"."handled_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "callback_requests_status_seq_idx" ON "callback_requests" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "callback_requests_player_idx" ON "callback_requests" USING btree ("player_uuid");