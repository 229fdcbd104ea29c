import { fill, type Locale } from '../locale/index.ts';
import type { Lines } from './model.ts';

/**
 * How the book names an event, its markets and their selections in each language. The bets keep
 * (and send the casino's wallet) the English names; the pages show the player's.
 */

type Sport = 'football' | 'tennis' | 'basketball';
type MarketId = 'result' | 'total' | 'handicap';

interface Words {
  event: string;
  matchResult: string;
  winner: string;
  total: Record<Sport, string>;
  handicap: Record<Sport, string>;
  draw: string;
  over: string;
  under: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    event: '{home} v {away}',
    matchResult: 'Match result',
    winner: 'Winner',
    total: {
      football: 'Total goals {line}',
      tennis: 'Total games {line}',
      basketball: 'Total points {line}',
    },
    handicap: {
      football: 'Handicap {team} {line}',
      tennis: 'Game handicap {team} {line}',
      basketball: 'Handicap {team} {line}',
    },
    draw: 'Draw',
    over: 'Over {line}',
    under: 'Under {line}',
  },
  es: {
    event: '{home} vs. {away}',
    matchResult: 'Resultado del partido',
    winner: 'Ganador',
    total: {
      football: 'Total de goles {line}',
      tennis: 'Total de juegos {line}',
      basketball: 'Total de puntos {line}',
    },
    handicap: {
      football: 'Hándicap {team} {line}',
      tennis: 'Hándicap de juegos {team} {line}',
      basketball: 'Hándicap {team} {line}',
    },
    draw: 'Empate',
    over: 'Más de {line}',
    under: 'Menos de {line}',
  },
  'pt-BR': {
    event: '{home} x {away}',
    matchResult: 'Resultado final',
    winner: 'Vencedor',
    total: {
      football: 'Total de gols {line}',
      tennis: 'Total de games {line}',
      basketball: 'Total de pontos {line}',
    },
    handicap: {
      football: 'Handicap {team} {line}',
      tennis: 'Handicap de games {team} {line}',
      basketball: 'Handicap {team} {line}',
    },
    draw: 'Empate',
    over: 'Mais de {line}',
    under: 'Menos de {line}',
  },
  de: {
    event: '{home} – {away}',
    matchResult: 'Spielausgang',
    winner: 'Sieger',
    total: {
      football: 'Tore gesamt {line}',
      tennis: 'Spiele gesamt {line}',
      basketball: 'Punkte gesamt {line}',
    },
    handicap: {
      football: 'Handicap {team} {line}',
      tennis: 'Spiel-Handicap {team} {line}',
      basketball: 'Handicap {team} {line}',
    },
    draw: 'Unentschieden',
    over: 'Über {line}',
    under: 'Unter {line}',
  },
  ar: {
    event: '{home} ضد {away}',
    matchResult: 'نتيجة المباراة',
    winner: 'الفائز',
    total: {
      football: 'مجموع الأهداف {line}',
      tennis: 'مجموع الأشواط {line}',
      basketball: 'مجموع النقاط {line}',
    },
    handicap: {
      football: 'هانديكاب {team} {line}',
      tennis: 'هانديكاب الأشواط {team} {line}',
      basketball: 'هانديكاب {team} {line}',
    },
    draw: 'تعادل',
    over: 'أكثر من {line}',
    under: 'أقل من {line}',
  },
};

export interface Names {
  event(home: string, away: string): string;
  market(sport: Sport, id: MarketId, home: string, lines: Lines): string;
  selection(market: string, selection: string, side: { home: string; away: string }, lines: Lines): string;
}

function build(locale: Locale): Names {
  const w = WORDS[locale];
  const plain = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  return {
    event: (home, away) => fill(w.event, { home, away }),
    market(sport, id, home, lines) {
      if (id === 'result') return sport === 'football' ? w.matchResult : w.winner;
      if (id === 'total') return fill(w.total[sport], { line: plain.format(lines.total) });
      return fill(w.handicap[sport], { team: home, line: signed.format(-lines.handicap) });
    },
    selection(market, selection, { home, away }, lines) {
      if (market === 'result') return selection === 'home' ? home : selection === 'away' ? away : w.draw;
      if (market === 'total')
        return fill(selection === 'over' ? w.over : w.under, { line: plain.format(lines.total) });
      return selection === 'home'
        ? `${home} ${signed.format(-lines.handicap)}`
        : `${away} ${signed.format(lines.handicap)}`;
    },
  };
}

const built = new Map<Locale, Names>();

/** The names in a locale (English: what the bets keep). */
export function namesIn(locale: Locale = 'en'): Names {
  let names = built.get(locale);
  if (!names) {
    names = build(locale);
    built.set(locale, names);
  }
  return names;
}

/** A bet's leg named in the page's language; one kept without its sides keeps its English names. */
export function nameLeg<
  L extends { home?: string; away?: string; sport: Sport; market: string; selection: string },
>(l: L, names: Names, lines: Lines): L {
  if (!l.home || !l.away) return l;
  const side = { home: l.home, away: l.away };
  return {
    ...l,
    event: names.event(l.home, l.away),
    marketName: names.market(l.sport, l.market as MarketId, l.home, lines),
    label: names.selection(l.market, l.selection, side, lines),
  };
}
