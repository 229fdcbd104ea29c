CREATE TABLE "withdrawal_review_players" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_review_thresholds" (
	"currency" text PRIMARY KEY NOT NULL,
	"above_minor" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_reviews" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reasons" text[] NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decline_reason" text
);
--> statement-breakpoint
ALTER TABLE "withdrawal_reviews" ADD CONSTRAINT "withdrawal_reviews_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_reviews_status_idx" ON "withdrawal_reviews" USING btree ("status","requested_at");