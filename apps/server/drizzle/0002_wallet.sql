CREATE TABLE "bank_accounts" (
	"player_uuid" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"is_player" boolean NOT NULL,
	"player_uuid" uuid,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_player_not_negative" CHECK (not "ledger_accounts"."is_player" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_player_has_uuid" CHECK (not "ledger_accounts"."is_player" or "ledger_accounts"."player_uuid" is not null)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"from_account" bigint NOT NULL,
	"to_account" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."from_account" <> "ledger_transfers"."to_account")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"payload_hash" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_provider_transaction_id_type_pk" PRIMARY KEY("provider","provider_transaction_id","type")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"method" text NOT NULL,
	"aggregator_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_transaction_id" text,
	"is_first_deposit" boolean DEFAULT false NOT NULL,
	"promo_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"redeemed_by" uuid,
	"redeemed_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_amount_positive" CHECK ("vouchers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_from_account_ledger_accounts_id_fk" FOREIGN KEY ("from_account") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_to_account_ledger_accounts_id_fk" FOREIGN KEY ("to_account") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_idx" ON "ledger_accounts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_player_idx" ON "ledger_accounts" USING btree ("player_uuid");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_idx" ON "ledger_transfers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_from_idx" ON "ledger_transfers" USING btree ("from_account","kind");--> statement-breakpoint
CREATE INDEX "ledger_transfers_to_idx" ON "ledger_transfers" USING btree ("to_account","kind");--> statement-breakpoint
CREATE INDEX "payments_player_created_idx" ON "payments" USING btree ("player_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_tx_idx" ON "payments" USING btree ("aggregator_id","provider_transaction_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate triggers): ledger entries and transfers are
-- immutable; a correction is a new transfer (GUIDE §4, docs/decisions/007-ledger.md).
CREATE FUNCTION "ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on %', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_immutable"();--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_immutable" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_immutable"();
--> statement-breakpoint
-- One transfer in one statement (pgledger's approach): the idempotency key, the two guarded balance
-- updates in ascending account id order (no deadlock, a player never below zero) and the two
-- entries. A used key answers the first transfer (o_replayed) for the caller to compare payloads.
-- SQLSTATE LD001: the payer is a player without the money.
CREATE FUNCTION "ledger_transfer"(p_key text, p_kind text, p_from bigint, p_to bigint, p_amount bigint, p_currency text, p_meta jsonb)
RETURNS TABLE (o_id bigint, o_replayed boolean, o_from bigint, o_to bigint, o_amount bigint, o_currency text, o_kind text, o_from_balance bigint, o_to_balance bigint, o_created_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_created timestamptz;
  v_from_balance bigint;
  v_to_balance bigint;
BEGIN
  INSERT INTO ledger_transfers AS t (key, kind, from_account, to_account, amount, currency, meta)
  VALUES (p_key, p_kind, p_from, p_to, p_amount, p_currency, p_meta)
  ON CONFLICT (key) DO NOTHING
  RETURNING t.id, t.created_at INTO v_id, v_created;
  IF v_id IS NULL THEN
    RETURN QUERY
      SELECT t.id, true, t.from_account, t.to_account, t.amount, t.currency, t.kind,
        (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = t.id AND e.account_id = t.from_account),
        (SELECT e.balance_after FROM ledger_entries e WHERE e.transfer_id = t.id AND e.account_id = t.to_account),
        t.created_at
      FROM ledger_transfers t WHERE t.key = p_key;
    RETURN;
  END IF;
  IF p_from < p_to THEN
    UPDATE ledger_accounts a SET balance = a.balance - p_amount
      WHERE a.id = p_from AND (NOT a.is_player OR a.balance >= p_amount) RETURNING a.balance INTO v_from_balance;
    IF NOT FOUND THEN RAISE EXCEPTION 'ledger: insufficient funds in account %', p_from USING ERRCODE = 'LD001'; END IF;
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to RETURNING a.balance INTO v_to_balance;
  ELSE
    UPDATE ledger_accounts a SET balance = a.balance + p_amount WHERE a.id = p_to RETURNING a.balance INTO v_to_balance;
    UPDATE ledger_accounts a SET balance = a.balance - p_amount
      WHERE a.id = p_from AND (NOT a.is_player OR a.balance >= p_amount) RETURNING a.balance INTO v_from_balance;
    IF NOT FOUND THEN RAISE EXCEPTION 'ledger: insufficient funds in account %', p_from USING ERRCODE = 'LD001'; END IF;
  END IF;
  IF v_to_balance IS NULL THEN RAISE EXCEPTION 'ledger: no account %', p_to; END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
    VALUES (v_id, p_from, -p_amount, v_from_balance), (v_id, p_to, p_amount, v_to_balance);
  RETURN QUERY SELECT v_id, false, p_from, p_to, p_amount, p_currency, p_kind, v_from_balance, v_to_balance, v_created;
END;
$$;
