-- Written by hand: the round functions of 0020 that were LANGUAGE sql and could not be inlined were
-- planned again at every call (PostgreSQL keeps no plan for such a function between calls); as
-- PL/pgSQL their statements' plans are kept per connection. Same bodies, same answers
-- (docs/performance.md, "Where a wallet call's database time goes").
CREATE OR REPLACE FUNCTION "bonus_total"(p_player uuid, p_currency text) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(sum(a.balance), 0)::bigint
    FROM player_rewards r
    JOIN ledger_accounts a ON a.key = 'p:' || r.player_uuid || ':' || r.currency || ':bonus:' || r.id
    WHERE r.player_uuid = p_player AND r.currency = p_currency AND r.status = 'ACTIVE');
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "seamless_balance"(p_player uuid, p_currency text, p_real bigint) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.id = p_real), 0) + bonus_total(p_player, p_currency);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "bonus_contribution"(p_stake bigint, p_terms jsonb, p_categories text[], p_odds integer) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN p_stake * CASE
    WHEN p_odds IS NOT NULL THEN
      CASE WHEN p_odds >= coalesce((p_terms->>'sportsMinOddsX100')::integer, 150)
        THEN coalesce((p_terms->>'sportsContributionBp')::bigint, 10000) ELSE 0 END
    ELSE coalesce(
      (SELECT min((p_terms->'contributionsBp'->>c)::bigint) FROM unnest(p_categories) c
        WHERE p_terms->'contributionsBp'->>c IS NOT NULL),
      (p_terms->>'defaultContributionBp')::bigint)
  END / 10000;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "seamless_sports_results"(p_bet text, p_results jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_rounds SET sports = jsonb_set(sports, '{selections}', coalesce((
    SELECT jsonb_agg(x.sel || jsonb_build_object('result', p_results -> (x.ord::integer - 1)) ORDER BY x.ord)
    FROM jsonb_array_elements(sports->'selections') WITH ORDINALITY AS x(sel, ord)), '[]'::jsonb))
  WHERE bet_transaction_id = p_bet AND sports IS NOT NULL;
END;
$$;
