CREATE TABLE "payment_idempotency_keys" (
	"player_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_idempotency_keys_player_uuid_key_pk" PRIMARY KEY("player_uuid","key")
);
--> statement-breakpoint
CREATE TABLE "payment_outbox" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_outbox_open_idx" ON "payment_outbox" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");