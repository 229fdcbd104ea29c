CREATE TABLE "player_play_hours" (
	"player_uuid" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_play_hours_player_uuid_hour_pk" PRIMARY KEY("player_uuid","hour")
);
--> statement-breakpoint
ALTER TABLE "player_play_hours" ADD CONSTRAINT "player_play_hours_player_uuid_players_uuid_fk" FOREIGN KEY ("player_uuid") REFERENCES "public"."players"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand from here: loss and wager limits in the seamless wallet's statements
-- (docs/decisions/043-loss-and-wager-limits.md). A player with a loss or wager limit has their
-- wallet calls taken one after another (a transaction-level advisory lock, taken before any row
-- lock, so no cycle can form with the ledger's row locks), and their real-money play counted by the
-- hour; a bet that would cross a limit in force is refused with SQLSTATE PL403, DETAIL the tightest
-- limit as JSON. Players without such a limit pay one index probe per call. Functions on the wallet's
-- path are PL/pgSQL, whose statements' plans are kept per connection (a LANGUAGE sql function that
-- cannot be inlined is planned again at every call).

-- A limit period's window (as the contract's LIMIT_PERIOD_MS).
CREATE FUNCTION "protection_window"(p_period text) RETURNS interval
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period WHEN 'DAY' THEN interval '24 hours' WHEN 'WEEK' THEN interval '7 days' ELSE interval '30 days' END
$$;--> statement-breakpoint

-- Whether the player has a loss or wager limit; when so, takes the player's play lock (one statement).
CREATE FUNCTION "protection_play_lock"(p_player uuid) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('play:' || p_player, 0))
    FROM player_limits WHERE player_uuid = p_player AND kind IN ('LOSS', 'WAGER') LIMIT 1;
  RETURN FOUND;
END;
$$;--> statement-breakpoint

-- What a loss (stakes less wins, never below 0) or wager (stakes) limit has used over its window at
-- p_at, counting every hour that overlaps the window, and when the oldest such hour leaves it.
CREATE FUNCTION "protection_play_used"(p_player uuid, p_kind text, p_period text, p_at timestamptz, OUT used bigint, OUT frees_at timestamptz)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT CASE WHEN p_kind = 'WAGER' THEN coalesce(sum(staked), 0) ELSE greatest(coalesce(sum(staked - won), 0), 0) END::bigint,
    min(hour) + interval '1 hour' + protection_window(p_period)
  INTO used, frees_at
  FROM player_play_hours
  WHERE player_uuid = p_player AND hour > p_at - protection_window(p_period) - interval '1 hour' AND hour <= p_at;
END;
$$;--> statement-breakpoint

-- A stake's real money (bonus money counts towards neither limit): PL403 when it would take a loss
-- or wager limit in force (the tighter of the player's and the operator's) past its amount, naming
-- the one with least left; else counted in its hour. One statement reads every limit with its use.
CREATE FUNCTION "protection_stake"(p_player uuid, p_currency text, p_real bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  l record;
  v_left bigint;
  v_tight jsonb;
  v_tight_left bigint;
BEGIN
  IF p_real <= 0 THEN RETURN; END IF;
  FOR l IN SELECT pl.kind, pl.period, least(pl.player_amount, pl.operator_amount) AS amount, u.used, u.frees_at
      FROM player_limits pl CROSS JOIN LATERAL protection_play_used(p_player, pl.kind, pl.period, p_at) u
      WHERE pl.player_uuid = p_player AND pl.kind IN ('LOSS', 'WAGER') AND pl.currency = p_currency
        AND (pl.player_amount IS NOT NULL OR pl.operator_amount IS NOT NULL)
  LOOP
    v_left := greatest(l.amount - l.used, 0);
    IF p_real > v_left AND (v_tight IS NULL OR v_left < v_tight_left) THEN
      v_tight_left := v_left;
      v_tight := jsonb_build_object('kind', l.kind, 'period', l.period, 'leftMinor', v_left,
        'freesAt', to_char(l.frees_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
    END IF;
  END LOOP;
  IF v_tight IS NOT NULL THEN
    RAISE EXCEPTION 'the stake would cross a % limit', v_tight->>'kind' USING ERRCODE = 'PL403', DETAIL = v_tight::text;
  END IF;
  INSERT INTO player_play_hours AS h (player_uuid, hour, currency, staked)
  VALUES (p_player, date_trunc('hour', p_at, 'UTC'), p_currency, p_real)
  ON CONFLICT (player_uuid, hour) DO UPDATE SET staked = h.staked + excluded.staked;
END;
$$;--> statement-breakpoint

-- A win's real money, counted in its hour (a loss limit's wins).
CREATE FUNCTION "protection_won"(p_player uuid, p_currency text, p_won bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_won <= 0 THEN RETURN; END IF;
  INSERT INTO player_play_hours AS h (player_uuid, hour, currency, won)
  VALUES (p_player, date_trunc('hour', p_at, 'UTC'), p_currency, p_won)
  ON CONFLICT (player_uuid, hour) DO UPDATE SET won = h.won + excluded.won;
END;
$$;--> statement-breakpoint

-- A rolled-back stake's real money leaves the hour it was counted in (the bet's).
CREATE FUNCTION "protection_unstake"(p_player uuid, p_real bigint, p_bet_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_real <= 0 THEN RETURN; END IF;
  UPDATE player_play_hours SET staked = staked - p_real
  WHERE player_uuid = p_player AND hour = date_trunc('hour', p_bet_at, 'UTC');
END;
$$;--> statement-breakpoint

-- The bonus money a bet staked (the rewards' parts of it).
CREATE FUNCTION "bonus_staked"(p_bet text) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(amount), 0)::bigint FROM round_bonus_stakes WHERE bet_transaction_id = p_bet);
END;
$$;--> statement-breakpoint

-- What of a win goes on to active rewards as their shares (bonus_win_shares moves it): the rest of
-- what the real wallet received is real money won.
CREATE FUNCTION "bonus_win_to_rewards"(p_bet text, p_win bigint, p_stake bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_stake = 0 THEN RETURN 0; END IF;
  RETURN (SELECT coalesce(sum(p_win * s.amount / p_stake), 0)::bigint
    FROM round_bonus_stakes s JOIN player_rewards r ON r.id = s.reward_id
    WHERE s.bet_transaction_id = p_bet AND s.amount > 0 AND r.status = 'ACTIVE');
END;
$$;--> statement-breakpoint
-- The seamless wallet's bet, win and rollback as in 0020_round_functions.sql, each now taking the
-- player's play lock when limited, and counting (the bet: checking) the call's real money.
CREATE OR REPLACE FUNCTION "seamless_bet"(p_tx text, p_hash text, p_session text, p_player uuid, p_currency text, p_game text, p_round text, p_amount bigint, p_sports jsonb, p_odds integer, p_categories text[], p_at timestamptz, p_slide timestamptz, p_real bigint, p_house bigint, p_meta jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_bonus bigint;
  v_transfer bigint;
  v_limited boolean;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
  v_limited := protection_play_lock(p_player);
  INSERT INTO game_rounds (bet_transaction_id, round_id, session_id, player_uuid, game_slug, currency, stake, status, sports, created_at, updated_at)
  VALUES (p_tx, p_round, p_session, p_player, p_game, p_currency, p_amount, 'open', p_sports, p_at, p_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- This very bet committed meanwhile (a concurrent repeat), or a rollback of it came first.
    v_balance := seamless_replay(p_tx, p_hash);
    IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
    RAISE EXCEPTION 'bet % was rolled back', p_tx USING ERRCODE = 'SWRBK';
  END IF;
  IF p_slide IS NULL THEN
    PERFORM 1 FROM game_sessions WHERE id = p_session AND expires_at > p_at;
  ELSE
    UPDATE game_sessions SET expires_at = p_slide WHERE id = p_session AND expires_at > p_at;
  END IF;
  IF NOT FOUND THEN RAISE EXCEPTION 'game session % has ended', p_session USING ERRCODE = 'SWEND'; END IF;
  v_bonus := bonus_stake(p_player, p_currency, p_tx, p_amount, p_categories, p_odds, p_real);
  IF v_limited THEN PERFORM protection_stake(p_player, p_currency, p_amount - bonus_staked(p_tx), p_at); END IF;
  IF p_amount > 0 THEN
    SELECT o_id, o_from_balance + v_bonus INTO v_transfer, v_balance
      FROM ledger_transfer('seamless:bet:' || p_tx, 'bet', p_real, p_house, p_amount, p_currency, p_meta);
  ELSE
    v_balance := seamless_balance(p_player, p_currency, p_real);
  END IF;
  RETURN seamless_record(p_tx, 'bet', p_session, p_player, p_round, p_tx, p_amount, p_currency, p_hash,
    v_balance, v_transfer, p_at, 'staked', p_game, p_amount, 0);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "seamless_win"(p_tx text, p_hash text, p_session text, p_player uuid, p_currency text, p_game text, p_bet text, p_round text, p_amount bigint, p_once boolean, p_results jsonb, p_at timestamptz, p_real bigint, p_house bigint, p_shard integer, p_meta jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_stake bigint;
  v_status text;
  v_real bigint;
  v_transfer bigint;
  v_limited boolean;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
  v_limited := protection_play_lock(p_player);
  UPDATE game_rounds SET won = won + p_amount, status = 'settled', updated_at = p_at
    WHERE bet_transaction_id = p_bet AND session_id = p_session AND round_id = p_round
      AND CASE WHEN p_once THEN status = 'open' ELSE status <> 'rolled_back' END
    RETURNING stake INTO v_stake;
  IF NOT FOUND THEN
    SELECT status INTO v_status FROM game_rounds
      WHERE bet_transaction_id = p_bet AND session_id = p_session AND round_id = p_round;
    IF v_status = 'settled' THEN RAISE EXCEPTION 'bet % is settled', p_bet USING ERRCODE = 'SWSET'; END IF;
    IF v_status IS NOT NULL THEN RAISE EXCEPTION 'bet % was rolled back', p_bet USING ERRCODE = 'SWRBK'; END IF;
    RAISE EXCEPTION 'no bet % in session %', p_bet, p_session USING ERRCODE = 'SW404';
  END IF;
  IF p_results IS NOT NULL THEN PERFORM seamless_sports_results(p_bet, p_results); END IF;
  v_real := bonus_win_real(p_bet, p_amount, v_stake);
  IF v_limited AND v_real > 0 THEN
    PERFORM protection_won(p_player, p_currency, v_real - bonus_win_to_rewards(p_bet, p_amount, v_stake), p_at);
  END IF;
  IF v_real > 0 THEN
    SELECT o_id INTO v_transfer FROM ledger_transfer('seamless:win:' || p_tx, 'win', p_house, p_real, v_real, p_currency, p_meta);
  END IF;
  PERFORM bonus_win_shares(p_player, p_currency, p_bet, p_tx, p_amount, v_stake, p_real, p_shard, p_at);
  RETURN seamless_record(p_tx, 'win', p_session, p_player, p_round, p_bet, p_amount, p_currency, p_hash,
    seamless_balance(p_player, p_currency, p_real), v_transfer, p_at, 'settled', p_game, v_stake, p_amount);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "seamless_rollback"(p_tx text, p_hash text, p_session text, p_player uuid, p_currency text, p_game text, p_bet text, p_round text, p_results jsonb, p_at timestamptz, p_real bigint, p_house bigint, p_meta jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_stake bigint;
  v_status text;
  v_real bigint;
  v_transfer bigint;
  v_limited boolean;
  v_bet_at timestamptz;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
  v_limited := protection_play_lock(p_player);
  SELECT stake, status, created_at INTO v_stake, v_status, v_bet_at FROM game_rounds
    WHERE bet_transaction_id = p_bet AND session_id = p_session AND round_id = p_round FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO game_rounds (bet_transaction_id, round_id, session_id, player_uuid, game_slug, currency, stake, status, created_at, updated_at)
    VALUES (p_bet, p_round, p_session, p_player, p_game, p_currency, 0, 'rolled_back', p_at, p_at)
    ON CONFLICT DO NOTHING;
    IF FOUND THEN
      -- The bet never arrived (or is arriving now): the mark refuses it.
      RETURN seamless_record(p_tx, 'rollback', p_session, p_player, p_round, p_bet, 0, p_currency, p_hash,
        seamless_balance(p_player, p_currency, p_real), NULL, p_at, NULL, p_game, 0, 0);
    END IF;
    -- The bet committed meanwhile: roll it back as any other.
    SELECT stake, status, created_at INTO v_stake, v_status, v_bet_at FROM game_rounds
      WHERE bet_transaction_id = p_bet AND session_id = p_session AND round_id = p_round FOR UPDATE;
    IF NOT FOUND THEN RAISE EXCEPTION 'no bet % in session %', p_bet, p_session USING ERRCODE = 'SW404'; END IF;
  END IF;
  IF v_status = 'rolled_back' THEN
    RETURN seamless_record(p_tx, 'rollback', p_session, p_player, p_round, p_bet, 0, p_currency, p_hash,
      seamless_balance(p_player, p_currency, p_real), NULL, p_at, NULL, p_game, 0, 0);
  END IF;
  IF v_status = 'settled' THEN RAISE EXCEPTION 'bet % is settled', p_bet USING ERRCODE = 'SWSET'; END IF;
  UPDATE game_rounds SET status = 'rolled_back', updated_at = p_at WHERE bet_transaction_id = p_bet;
  IF p_results IS NOT NULL THEN PERFORM seamless_sports_results(p_bet, p_results); END IF;
  v_real := bonus_rollback_real(p_bet, v_stake);
  IF v_limited THEN PERFORM protection_unstake(p_player, v_stake - bonus_staked(p_bet), v_bet_at); END IF;
  IF v_real > 0 THEN
    SELECT o_id INTO v_transfer FROM ledger_transfer('seamless:rollback:' || p_tx, 'bet.rollback', p_house, p_real, v_real, p_currency, p_meta);
  END IF;
  PERFORM bonus_rollback_back(p_player, p_currency, p_bet, p_real);
  RETURN seamless_record(p_tx, 'rollback', p_session, p_player, p_round, p_bet, v_stake, p_currency, p_hash,
    seamless_balance(p_player, p_currency, p_real), v_transfer, p_at, 'rolledBack', p_game, v_stake, 0);
END;
$$;
