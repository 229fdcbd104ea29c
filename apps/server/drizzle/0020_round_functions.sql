-- Written by hand: the seamless wallet's bet, win and rollback, each one statement (one round trip)
-- on the database (docs/decisions/041-rounds-at-ledger-speed.md), as `ledger_transfer` is for a
-- transfer. The bonus_* functions are the rewards module's bonus money at play (ADR 024); the
-- seamless_* ones the wallet's round, idempotency record and round outbox (ADR 013). Refusals are
-- SQLSTATEs the server maps to the protocol's errors:
--   SWDUP the transaction id was used with another payload   SWEND the game session has ended
--   SWRBK the bet was rolled back                            SWSET the bet was settled already
--   SW404 no such bet in this session                        SWREP the id was applied meanwhile
--   RW403 the stake is above an active bonus's largest (DETAIL: that stake)
--   LD001 (ledger_transfer) the player lacks the money

-- A ledger account's id by key, created when new (as LedgerService.accountId does).
CREATE FUNCTION "ledger_account"(p_key text, p_player uuid, p_name text, p_currency text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.key = p_key;
  IF v_id IS NOT NULL THEN RETURN v_id; END IF;
  INSERT INTO ledger_accounts (key, is_player, player_uuid, name, currency)
  VALUES (p_key, p_player IS NOT NULL, p_player, p_name, p_currency)
  ON CONFLICT (key) DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.key = p_key; END IF;
  RETURN v_id;
END;
$$;--> statement-breakpoint

-- The bonus money of the player's active rewards in a currency: what a game may stake beyond real money.
CREATE FUNCTION "bonus_total"(p_player uuid, p_currency text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(a.balance), 0)::bigint
  FROM player_rewards r
  JOIN ledger_accounts a ON a.key = 'p:' || r.player_uuid || ':' || r.currency || ':bonus:' || r.id
  WHERE r.player_uuid = p_player AND r.currency = p_currency AND r.status = 'ACTIVE'
$$;--> statement-breakpoint

-- What a stake adds to a reward's wagering: the stake times the smallest contribution among the
-- game's categories the terms name (the default when they name none), or for a sports bet
-- (p_odds, total odds ×100) the sports contribution when the odds reach the minimum, else nothing;
-- rounded down. Terms granted before the sports terms existed count sports in full from 1.50.
CREATE FUNCTION "bonus_contribution"(p_stake bigint, p_terms jsonb, p_categories text[], p_odds integer) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT p_stake * CASE
    WHEN p_odds IS NOT NULL THEN
      CASE WHEN p_odds >= coalesce((p_terms->>'sportsMinOddsX100')::integer, 150)
        THEN coalesce((p_terms->>'sportsContributionBp')::bigint, 10000) ELSE 0 END
    ELSE coalesce(
      (SELECT min((p_terms->'contributionsBp'->>c)::bigint) FROM unnest(p_categories) c
        WHERE p_terms->'contributionsBp'->>c IS NOT NULL),
      (p_terms->>'defaultContributionBp')::bigint)
  END / 10000
$$;--> statement-breakpoint

-- A reward that reached its requirement: ACTIVE → COMPLETED, its bonus money up to the cap becomes
-- real money, the rest goes back to the promotions budget (the player's shard of it, p_shard).
CREATE FUNCTION "bonus_convert"(p_reward uuid, p_at timestamptz, p_shard integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r player_rewards;
  v_wallet bigint;
  v_balance bigint;
  v_cap bigint;
  v_to_real bigint;
BEGIN
  SELECT * INTO r FROM player_rewards WHERE id = p_reward;
  SELECT a.id, a.balance INTO v_wallet, v_balance FROM ledger_accounts a
    WHERE a.key = 'p:' || r.player_uuid || ':' || r.currency || ':bonus:' || r.id;
  v_balance := coalesce(v_balance, 0);
  v_cap := (r.terms->>'maxConversionMinor')::bigint;
  v_to_real := CASE WHEN v_cap IS NOT NULL AND v_cap < v_balance THEN v_cap ELSE v_balance END;
  UPDATE player_rewards SET status = 'COMPLETED', ended_at = p_at, end_reason = 'wagered', converted_minor = v_to_real
    WHERE id = p_reward AND status = 'ACTIVE';
  IF NOT FOUND THEN RETURN; END IF;
  IF v_to_real > 0 THEN
    PERFORM ledger_transfer('reward:' || r.id || ':convert', 'reward.convert', v_wallet,
      ledger_account('p:' || r.player_uuid || ':' || r.currency || ':real', r.player_uuid, 'real', r.currency),
      v_to_real, r.currency, jsonb_build_object('rewardId', r.id));
  END IF;
  IF v_balance > v_to_real THEN
    PERFORM ledger_transfer('reward:' || r.id || ':forfeit', 'reward.forfeit', v_wallet,
      ledger_account('s:promotions:' || r.currency || ':' || p_shard, NULL, 'promotions', r.currency),
      v_balance - v_to_real, r.currency, jsonb_build_object('rewardId', r.id));
  END IF;
END;
$$;--> statement-breakpoint

-- An active reward with no bonus money left and no stake at play has nothing more to give.
CREATE FUNCTION "bonus_end_if_spent"(p_reward uuid, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r player_rewards;
BEGIN
  SELECT * INTO r FROM player_rewards WHERE id = p_reward FOR UPDATE;
  IF r.status <> 'ACTIVE' OR (r.kind = 'FREE-SPIN' AND r.granted_minor = 0) THEN RETURN; END IF;
  IF coalesce((SELECT a.balance FROM ledger_accounts a
      WHERE a.key = 'p:' || r.player_uuid || ':' || r.currency || ':bonus:' || r.id), 0) > 0 THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM round_bonus_stakes s WHERE s.reward_id = p_reward AND NOT s.settled AND s.amount > 0) THEN
    RETURN;
  END IF;
  UPDATE player_rewards SET status = 'COMPLETED', ended_at = p_at, end_reason = 'spent', converted_minor = 0
    WHERE id = p_reward AND status = 'ACTIVE';
END;
$$;--> statement-breakpoint

-- The bonus part of a stake: real money pays first, then the active rewards' wallets, oldest first
-- (each part moves into the real wallet, which then stakes the whole bet); each reward records what
-- the stake will add to its wagering once the bet is settled. Rewards are locked in id order first,
-- so a cancel or an expiry never races a bet over the same money. Answers the bonus money at play after.
CREATE FUNCTION "bonus_stake"(p_player uuid, p_currency text, p_bet text, p_stake bigint, p_categories text[], p_odds integer, p_real bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_max bigint;
  v_rest bigint;
  v_amount bigint;
  v_after bigint := 0;
BEGIN
  PERFORM 1 FROM player_rewards
    WHERE player_uuid = p_player AND currency = p_currency AND status = 'ACTIVE' ORDER BY id FOR UPDATE;
  IF NOT FOUND THEN RETURN 0; END IF;
  SELECT min((terms->>'maxBetMinor')::bigint) INTO v_max FROM player_rewards
    WHERE player_uuid = p_player AND currency = p_currency AND status = 'ACTIVE';
  IF v_max IS NOT NULL AND p_stake > v_max THEN
    RAISE EXCEPTION 'the stake is above an active bonus''s largest' USING ERRCODE = 'RW403', DETAIL = v_max::text;
  END IF;
  SELECT greatest(p_stake - a.balance, 0) INTO v_rest FROM ledger_accounts a WHERE a.id = p_real;
  FOR r IN
    SELECT pr.id, pr.kind, pr.granted_minor, pr.terms, a.id AS wallet, coalesce(a.balance, 0) AS balance
    FROM player_rewards pr
    LEFT JOIN ledger_accounts a ON a.key = 'p:' || p_player || ':' || p_currency || ':bonus:' || pr.id
    WHERE pr.player_uuid = p_player AND pr.currency = p_currency AND pr.status = 'ACTIVE'
    ORDER BY pr.activated_at NULLS FIRST, pr.id
  LOOP
    v_amount := least(v_rest, r.balance);
    v_rest := v_rest - v_amount;
    v_after := v_after + r.balance - v_amount;
    IF v_amount > 0 THEN
      PERFORM ledger_transfer('seamless:bet.bonus:' || p_bet || ':' || r.id, 'bet.bonus', r.wallet, p_real,
        v_amount, p_currency, jsonb_build_object('rewardId', r.id, 'betId', p_bet));
    END IF;
    INSERT INTO round_bonus_stakes (bet_transaction_id, reward_id, amount, wagered)
    VALUES (p_bet, r.id, v_amount, CASE WHEN r.kind = 'FREE-SPIN' AND r.granted_minor = 0 THEN 0
      ELSE bonus_contribution(p_stake, r.terms, p_categories, p_odds) END)
    ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN v_after;
END;
$$;--> statement-breakpoint

-- A win's first half: settles the bet's parts, locks their rewards (id order) and answers what the
-- real wallet receives from the house: the win less the shares of cancelled or expired rewards
-- (they stay with the house; a completed reward's share is real money).
CREATE FUNCTION "bonus_win_real"(p_bet text, p_win bigint, p_stake bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_real bigint := p_win;
BEGIN
  UPDATE round_bonus_stakes SET settled = true WHERE bet_transaction_id = p_bet;
  IF NOT FOUND THEN RETURN p_win; END IF;
  PERFORM 1 FROM player_rewards WHERE id IN (SELECT s.reward_id FROM round_bonus_stakes s
      WHERE s.bet_transaction_id = p_bet AND (s.amount > 0 OR (NOT s.counted AND s.wagered > 0)))
    ORDER BY id FOR UPDATE;
  FOR p IN SELECT s.amount, r.status FROM round_bonus_stakes s JOIN player_rewards r ON r.id = s.reward_id
      WHERE s.bet_transaction_id = p_bet AND s.amount > 0
  LOOP
    IF p.status NOT IN ('ACTIVE', 'COMPLETED') AND p_stake > 0 THEN
      v_real := v_real - p_win * p.amount / p_stake;
    END IF;
  END LOOP;
  RETURN v_real;
END;
$$;--> statement-breakpoint

-- A win's second half, once the house paid the real wallet: each active reward's share of the win
-- (its part of the stake) moves to its wallet; then the bet's wagering counts, once, so a reward
-- that completes converts with the win; a reward left with nothing ends.
CREATE FUNCTION "bonus_win_shares"(p_player uuid, p_currency text, p_bet text, p_win_tx text, p_win bigint, p_stake bigint, p_real bigint, p_shard integer, p_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_share bigint;
  v_reached uuid[];
  v_spent uuid[] := '{}';
  v_id uuid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM round_bonus_stakes WHERE bet_transaction_id = p_bet) THEN RETURN; END IF;
  FOR p IN SELECT s.reward_id, s.amount FROM round_bonus_stakes s JOIN player_rewards r ON r.id = s.reward_id
      WHERE s.bet_transaction_id = p_bet AND s.amount > 0 AND r.status = 'ACTIVE' ORDER BY s.reward_id
  LOOP
    v_share := CASE WHEN p_stake = 0 THEN 0 ELSE p_win * p.amount / p_stake END;
    IF v_share > 0 THEN
      PERFORM ledger_transfer('seamless:win.bonus:' || p_win_tx || ':' || p.reward_id, 'win.bonus', p_real,
        ledger_account('p:' || p_player || ':' || p_currency || ':bonus:' || p.reward_id, p_player, 'bonus:' || p.reward_id, p_currency),
        v_share, p_currency, jsonb_build_object('rewardId', p.reward_id, 'betId', p_bet));
    ELSE
      v_spent := v_spent || p.reward_id;
    END IF;
  END LOOP;
  WITH counted AS (
    UPDATE round_bonus_stakes s SET counted = true
    FROM player_rewards r
    WHERE s.bet_transaction_id = p_bet AND NOT s.counted AND s.wagered > 0 AND r.id = s.reward_id AND r.status = 'ACTIVE'
    RETURNING s.reward_id, s.wagered
  ), added AS (
    UPDATE player_rewards r SET wagered_minor = r.wagered_minor + c.wagered
    FROM counted c WHERE r.id = c.reward_id
    RETURNING r.id, r.wagered_minor >= r.wagering_required_minor AS reached
  )
  SELECT array_agg(id ORDER BY id) FILTER (WHERE reached) INTO v_reached FROM added;
  IF v_reached IS NOT NULL THEN
    FOREACH v_id IN ARRAY v_reached LOOP PERFORM bonus_convert(v_id, p_at, p_shard); END LOOP;
  END IF;
  FOREACH v_id IN ARRAY v_spent LOOP PERFORM bonus_end_if_spent(v_id, p_at); END LOOP;
END;
$$;--> statement-breakpoint

-- A rollback's first half: settles the bet's parts (a void never counted), locks their rewards and
-- answers what comes back to the real wallet: the stake less the parts of cancelled or expired rewards.
CREATE FUNCTION "bonus_rollback_real"(p_bet text, p_stake bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_real bigint := p_stake;
BEGIN
  UPDATE round_bonus_stakes SET settled = true WHERE bet_transaction_id = p_bet;
  IF NOT FOUND THEN RETURN p_stake; END IF;
  PERFORM 1 FROM player_rewards WHERE id IN (SELECT s.reward_id FROM round_bonus_stakes s
      WHERE s.bet_transaction_id = p_bet AND s.amount > 0) ORDER BY id FOR UPDATE;
  FOR p IN SELECT s.amount, r.status FROM round_bonus_stakes s JOIN player_rewards r ON r.id = s.reward_id
      WHERE s.bet_transaction_id = p_bet AND s.amount > 0
  LOOP
    IF p.status NOT IN ('ACTIVE', 'COMPLETED') THEN v_real := v_real - p.amount; END IF;
  END LOOP;
  RETURN v_real;
END;
$$;--> statement-breakpoint

-- A rollback's second half: each active reward's part goes back to its wallet as bonus money.
CREATE FUNCTION "bonus_rollback_back"(p_player uuid, p_currency text, p_bet text, p_real bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT s.reward_id, s.amount FROM round_bonus_stakes s JOIN player_rewards r ON r.id = s.reward_id
      WHERE s.bet_transaction_id = p_bet AND s.amount > 0 AND r.status = 'ACTIVE' ORDER BY s.reward_id
  LOOP
    PERFORM ledger_transfer('seamless:bet.rollback.bonus:' || p_bet || ':' || p.reward_id, 'bet.rollback.bonus', p_real,
      ledger_account('p:' || p_player || ':' || p_currency || ':bonus:' || p.reward_id, p_player, 'bonus:' || p.reward_id, p_currency),
      p.amount, p_currency, jsonb_build_object('rewardId', p.reward_id, 'betId', p_bet));
  END LOOP;
END;
$$;--> statement-breakpoint

-- The answer kept for a transaction id: its balance, null when the id is new; SWDUP with another payload.
CREATE FUNCTION "seamless_replay"(p_tx text, p_hash text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
  v_balance bigint;
BEGIN
  SELECT payload_hash, balance_after INTO v_hash, v_balance FROM seamless_transactions WHERE transaction_id = p_tx;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_hash <> p_hash THEN
    RAISE EXCEPTION 'transaction % was sent with another payload', p_tx USING ERRCODE = 'SWDUP';
  END IF;
  RETURN v_balance;
END;
$$;--> statement-breakpoint

-- The player's balance as the studio sees it: real money and the active rewards' bonus money.
CREATE FUNCTION "seamless_balance"(p_player uuid, p_currency text, p_real bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.id = p_real), 0) + bonus_total(p_player, p_currency)
$$;--> statement-breakpoint

-- Records a transaction with its answer and, for a round's money event, the event in the outbox;
-- SWREP when the id was recorded meanwhile (a concurrent repeat: the caller answers the first answer).
CREATE FUNCTION "seamless_record"(p_tx text, p_type text, p_session text, p_player uuid, p_round text, p_bet text, p_amount bigint, p_currency text, p_hash text, p_balance bigint, p_transfer bigint, p_at timestamptz, p_event text, p_game text, p_stake bigint, p_win bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seamless_transactions (transaction_id, type, session_id, player_uuid, round_id, bet_transaction_id, amount, currency, payload_hash, balance_after, ledger_transfer_id, created_at)
  VALUES (p_tx, p_type, p_session, p_player, p_round, p_bet, p_amount, p_currency, p_hash, p_balance, p_transfer, p_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RAISE EXCEPTION 'transaction % was applied meanwhile', p_tx USING ERRCODE = 'SWREP'; END IF;
  IF p_event IS NOT NULL THEN
    INSERT INTO round_events (kind, player_uuid, currency, game_slug, session_id, bet_transaction_id, round_id, stake, win, at)
    VALUES (p_event, p_player, p_currency, p_game, p_session, p_bet, p_round, p_stake, p_win, p_at);
  END IF;
  RETURN p_balance;
END;
$$;--> statement-breakpoint

-- How each selection of a sports bet ended (ADR 027); a games round has no slip and is left alone.
CREATE FUNCTION "seamless_sports_results"(p_bet text, p_results jsonb) RETURNS void
LANGUAGE sql AS $$
  UPDATE game_rounds SET sports = jsonb_set(sports, '{selections}', coalesce((
    SELECT jsonb_agg(x.sel || jsonb_build_object('result', p_results -> (x.ord::integer - 1)) ORDER BY x.ord)
    FROM jsonb_array_elements(sports->'selections') WITH ORDINALITY AS x(sel, ord)), '[]'::jsonb))
  WHERE bet_transaction_id = p_bet AND sports IS NOT NULL
$$;--> statement-breakpoint

-- A bet: opens its round (refused when a rollback came first), keeps the session open (p_slide moves
-- its expiry), pays the bonus part, moves the whole stake from the real wallet to the house (p_house,
-- the player's shard) and records the answer and the event. Answers the balance after.
CREATE FUNCTION "seamless_bet"(p_tx text, p_hash text, p_session text, p_player uuid, p_currency text, p_game text, p_round text, p_amount bigint, p_sports jsonb, p_odds integer, p_categories text[], p_at timestamptz, p_slide timestamptz, p_real bigint, p_house bigint, p_meta jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_bonus bigint;
  v_transfer bigint;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
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

-- A win of a bet in this session: settles its round (a sports bet once: p_once), pays the real wallet
-- from the house and the active rewards their shares, counts the bet's wagering, records the answer
-- and the event. Answers the balance after.
CREATE FUNCTION "seamless_win"(p_tx text, p_hash text, p_session text, p_player uuid, p_currency text, p_game text, p_bet text, p_round text, p_amount bigint, p_once boolean, p_results jsonb, p_at timestamptz, p_real bigint, p_house bigint, p_shard integer, p_meta jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_stake bigint;
  v_status text;
  v_real bigint;
  v_transfer bigint;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
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
  IF v_real > 0 THEN
    SELECT o_id INTO v_transfer FROM ledger_transfer('seamless:win:' || p_tx, 'win', p_house, p_real, v_real, p_currency, p_meta);
  END IF;
  PERFORM bonus_win_shares(p_player, p_currency, p_bet, p_tx, p_amount, v_stake, p_real, p_shard, p_at);
  RETURN seamless_record(p_tx, 'win', p_session, p_player, p_round, p_bet, p_amount, p_currency, p_hash,
    seamless_balance(p_player, p_currency, p_real), v_transfer, p_at, 'settled', p_game, v_stake, p_amount);
END;
$$;--> statement-breakpoint

-- A rollback (void) of a bet in this session: its stake goes back (bonus parts to their active
-- rewards); a rollback before its bet leaves a mark that refuses the bet; a settled bet is refused.
CREATE FUNCTION "seamless_rollback"(p_tx text, p_hash text, p_session text, p_player uuid, p_currency text, p_game text, p_bet text, p_round text, p_results jsonb, p_at timestamptz, p_real bigint, p_house bigint, p_meta jsonb) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_stake bigint;
  v_status text;
  v_real bigint;
  v_transfer bigint;
BEGIN
  v_balance := seamless_replay(p_tx, p_hash);
  IF v_balance IS NOT NULL THEN RETURN v_balance; END IF;
  SELECT stake, status INTO v_stake, v_status FROM game_rounds
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
    SELECT stake, status INTO v_stake, v_status FROM game_rounds
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
  IF v_real > 0 THEN
    SELECT o_id INTO v_transfer FROM ledger_transfer('seamless:rollback:' || p_tx, 'bet.rollback', p_house, p_real, v_real, p_currency, p_meta);
  END IF;
  PERFORM bonus_rollback_back(p_player, p_currency, p_bet, p_real);
  RETURN seamless_record(p_tx, 'rollback', p_session, p_player, p_round, p_bet, v_stake, p_currency, p_hash,
    seamless_balance(p_player, p_currency, p_real), v_transfer, p_at, 'rolledBack', p_game, v_stake, 0);
END;
$$;
