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

-- The player's loss and wager limits in force in the currency (kinds, periods and amounts, in the
-- same order; null when the player has no loss or wager limit at all); when the player has one,
-- takes the player's play lock.
CREATE FUNCTION "protection_play_lock"(p_player uuid, p_currency text, OUT kinds text[], OUT periods text[], OUT amounts bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_any boolean;
BEGIN
  SELECT count(*) > 0,
    coalesce(array_agg(kind) FILTER (WHERE currency = p_currency), '{}'),
    coalesce(array_agg(period) FILTER (WHERE currency = p_currency), '{}'),
    coalesce(array_agg(least(player_amount, operator_amount)) FILTER (WHERE currency = p_currency), '{}')
    INTO v_any, kinds, periods, amounts
    FROM player_limits WHERE player_uuid = p_player AND kind IN ('LOSS', 'WAGER');
  IF NOT v_any THEN kinds := NULL; RETURN; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('play:' || p_player, 0));
END;
$$;--> statement-breakpoint

-- The player's play over each window at p_at (DAY, WEEK, MONTH in that order): stakes, stakes less
-- wins, and the oldest hour counted, summing every hour that overlaps the window (one statement).
CREATE FUNCTION "protection_play_usage"(p_player uuid, p_at timestamptz, OUT staked bigint[], OUT net bigint[], OUT oldest timestamptz[])
LANGUAGE plpgsql STABLE AS $$
DECLARE
  d timestamptz := p_at - protection_window('DAY') - interval '1 hour';
  w timestamptz := p_at - protection_window('WEEK') - interval '1 hour';
  m timestamptz := p_at - protection_window('MONTH') - interval '1 hour';
BEGIN
  SELECT ARRAY[coalesce(sum(h.staked) FILTER (WHERE h.hour > d), 0), coalesce(sum(h.staked) FILTER (WHERE h.hour > w), 0), coalesce(sum(h.staked), 0)]::bigint[],
    ARRAY[coalesce(sum(h.staked - h.won) FILTER (WHERE h.hour > d), 0), coalesce(sum(h.staked - h.won) FILTER (WHERE h.hour > w), 0), coalesce(sum(h.staked - h.won), 0)]::bigint[],
    ARRAY[min(h.hour) FILTER (WHERE h.hour > d), min(h.hour) FILTER (WHERE h.hour > w), min(h.hour)]
    INTO staked, net, oldest
    FROM player_play_hours h WHERE h.player_uuid = p_player AND h.hour > m AND h.hour <= p_at;
END;
$$;--> statement-breakpoint

-- A window's place in protection_play_usage's arrays.
CREATE FUNCTION "protection_period_index"(p_period text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_period WHEN 'DAY' THEN 1 WHEN 'WEEK' THEN 2 ELSE 3 END
$$;--> statement-breakpoint

-- What a limit has used: a wager limit the stakes, a loss limit the stakes less wins, never below 0.
CREATE FUNCTION "protection_limit_used"(p_kind text, p_staked bigint, p_net bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_kind = 'WAGER' THEN p_staked ELSE greatest(p_net, 0) END
$$;--> statement-breakpoint

-- What one loss or wager limit has used over its window at p_at, and when its oldest hour leaves it
-- (the page's figures: the same sums the bet's check makes).
CREATE FUNCTION "protection_play_used"(p_player uuid, p_kind text, p_period text, p_at timestamptz, OUT used bigint, OUT frees_at timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  u record;
  i integer := protection_period_index(p_period);
BEGIN
  u := protection_play_usage(p_player, p_at);
  used := protection_limit_used(p_kind, u.staked[i], u.net[i]);
  frees_at := u.oldest[i] + interval '1 hour' + protection_window(p_period);
END;
$$;--> statement-breakpoint

-- A stake's real money (bonus money counts towards neither limit): PL403 when it would take a loss
-- or wager limit in force (the tighter of the player's and the operator's; p_kinds, p_periods,
-- p_amounts from protection_play_lock) past its amount, naming the one with least left; else
-- counted in its hour. One statement reads the play of every window.
CREATE FUNCTION "protection_stake"(p_player uuid, p_currency text, p_real bigint, p_at timestamptz, p_kinds text[], p_periods text[], p_amounts bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  i integer;
  p integer;
  v_left bigint;
  v_tight jsonb;
  v_tight_left bigint;
  v_hour timestamptz := date_trunc('hour', p_at, 'UTC');
BEGIN
  IF p_real <= 0 THEN RETURN; END IF;
  IF cardinality(p_kinds) > 0 THEN
    u := protection_play_usage(p_player, p_at);
    FOR i IN 1..cardinality(p_kinds) LOOP
      p := protection_period_index(p_periods[i]);
      v_left := greatest(p_amounts[i] - protection_limit_used(p_kinds[i], u.staked[p], u.net[p]), 0);
      IF p_real > v_left AND (v_tight IS NULL OR v_left < v_tight_left) THEN
        v_tight_left := v_left;
        v_tight := jsonb_build_object('kind', p_kinds[i], 'period', p_periods[i], 'leftMinor', v_left,
          'freesAt', to_char((u.oldest[p] + interval '1 hour' + protection_window(p_periods[i])) AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
      END IF;
    END LOOP;
    IF v_tight IS NOT NULL THEN
      RAISE EXCEPTION 'the stake would cross a % limit', v_tight->>'kind' USING ERRCODE = 'PL403', DETAIL = v_tight::text;
    END IF;
  END IF;
  UPDATE player_play_hours SET staked = staked + p_real WHERE player_uuid = p_player AND hour = v_hour;
  IF NOT FOUND THEN
    INSERT INTO player_play_hours AS h (player_uuid, hour, currency, staked)
    VALUES (p_player, v_hour, p_currency, p_real)
    ON CONFLICT (player_uuid, hour) DO UPDATE SET staked = h.staked + excluded.staked;
  END IF;
END;
$$;--> statement-breakpoint

-- A win's real money, counted in its hour (a loss limit's wins).
CREATE FUNCTION "protection_won"(p_player uuid, p_currency text, p_won bigint, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_won <= 0 THEN RETURN; END IF;
  UPDATE player_play_hours SET won = won + p_won WHERE player_uuid = p_player AND hour = date_trunc('hour', p_at, 'UTC');
  IF FOUND THEN RETURN; END IF;
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
  v_limits record;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
  v_limits := protection_play_lock(p_player, p_currency);
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
  IF v_limits.kinds IS NOT NULL THEN
    PERFORM protection_stake(p_player, p_currency, p_amount - bonus_staked(p_tx), p_at, v_limits.kinds, v_limits.periods, v_limits.amounts);
  END IF;
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
  v_limited := (protection_play_lock(p_player, p_currency)).kinds IS NOT NULL;
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
  v_limited := (protection_play_lock(p_player, p_currency)).kinds IS NOT NULL;
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
