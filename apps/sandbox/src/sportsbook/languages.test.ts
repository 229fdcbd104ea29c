import type { SportsLaunchClaims } from '@croupier/contract/sports';
import { signSportsLaunch } from '@croupier/contract/sports-launch';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerLocaleAssets } from '../locale/index.ts';
import { seededRng } from '../studio/rng.ts';
import { WalletClient } from '../studio/wallet.ts';
import { openInBrowser, textOf } from '../testing/browser.ts';
import { registerSportsbook } from './index.ts';

// The book speaks the launch claims' `lang` (000 §7: the language's first part): its page, the
// markets' names and the player's bets, Arabic right to left. The bets keep, and send the casino's
// wallet, the English names. English for a language it does not speak; a link it cannot read is
// refused in the browser's language.

const SECRET = 'studio-test-secret-long-enough-for-hmac';
const NOW = 1_800_000_000_000;
const slips: { market: string; selection: string; event: string }[][] = [];
const wallet = new WalletClient({
  url: 'http://platform.test/api/seamless-wallet',
  secret: SECRET,
  now: () => NOW,
  retryDelaysMs: [],
  fetch: (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      transactionId?: string;
      sports?: { selections: never[] };
    };
    if (body.sports) slips.push(body.sports.selections);
    return Response.json({ transactionId: body.transactionId ?? '', balance: 10_000, currency: 'USD' });
  }) as typeof fetch,
});
const app = Fastify();
registerLocaleAssets(app);
const { book } = registerSportsbook(app, {
  secret: SECRET,
  platformUrl: 'http://platform.test',
  wallet,
  rng: seededRng(7),
  now: () => NOW,
  speed: 60,
  autoTick: false,
});

const claims = (over: Partial<SportsLaunchClaims>): SportsLaunchClaims => ({
  slug: 'sportsbook',
  sid: 'session-0123456789abcdef',
  playerId: 'player-1',
  currency: 'USD',
  lang: 'en',
  deviceType: 'DESKTOP',
  brandId: 'croupier',
  cashierUrl: 'http://site.test/deposit',
  siteOrigin: 'http://site.test',
  exp: Math.floor(NOW / 1000) + 300,
  ...over,
});
const launchUrl = async (over: Partial<SportsLaunchClaims>) =>
  `/sportsbook/sportsbook/launch?token=${encodeURIComponent(await signSportsLaunch(claims(over), SECRET))}`;
async function apiOf(over: Partial<SportsLaunchClaims>) {
  const page = await app.inject(await launchUrl(over));
  return `/sportsbook/api/${/data-key="([^"]+)"/.exec(page.body)?.[1]}`;
}
const number = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);

let open: { close(): void } | undefined;
afterEach(() => open?.close());

describe('the sportsbook in the player’s language', () => {
  it('names events, markets and selections in Spanish; bets keep and send the English names', async () => {
    const api = await apiOf({ lang: 'es' });
    const { events } = (await app.inject(`${api}/board`)).json() as {
      events: ReturnType<typeof book.events>;
    };
    const football = events.find((e) => e.sport === 'football' && e.status === 'prematch')!;
    expect(football.name).toBe(`${football.home} vs. ${football.away}`);
    expect(football.markets.map((m) => m.name)).toEqual([
      'Resultado del partido',
      `Total de goles ${number('es', 2.5)}`,
      `Hándicap ${football.home} -${number('es', 1.5)}`,
    ]);
    expect(football.markets[0]!.selections.map((s) => s.label)).toEqual([
      football.home,
      'Empate',
      football.away,
    ]);
    expect(football.markets[1]!.selections[0]!.label).toBe(`Más de ${number('es', 2.5)}`);
    const tennis = events.find((e) => e.sport === 'tennis')!;
    expect(tennis.markets[0]!.name).toBe('Ganador');

    const draw = football.markets[0]!.selections[1]!;
    const placed = await app.inject({
      method: 'POST',
      url: `${api}/bets`,
      payload: {
        type: 'single',
        stake: 500,
        acceptChangedOdds: true,
        legs: [{ eventId: football.id, market: 'result', selection: 'draw', odds: draw.odds }],
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().bet.legs[0]).toMatchObject({ marketName: 'Resultado del partido', label: 'Empate' });
    expect(slips.at(-1)?.[0]).toMatchObject({
      event: `${football.home} v ${football.away}`,
      market: 'Match result',
      selection: 'Draw',
    });
    const account = (await app.inject(`${api}/account`)).json() as { bets: { legs: { event: string }[] }[] };
    expect(account.bets[0]!.legs[0]!.event).toBe(`${football.home} vs. ${football.away}`);
    const english = (await app.inject(`${await apiOf({ lang: 'en' })}/account`)).json() as typeof account;
    expect(english.bets[0]!.legs[0]!.event).toBe(`${football.home} v ${football.away}`);
  });

  it('shows a guest the book in Arabic, right to left', async () => {
    const w = await openInBrowser(app, await launchUrl({ lang: 'ar', sid: undefined, playerId: undefined }));
    open = w;
    const doc = w.document;
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    await vi.waitFor(() => expect(doc.querySelectorAll('.market').length).toBeGreaterThan(0));
    expect(doc.querySelector('nav')?.getAttribute('aria-label')).toBe('الرياضات');
    expect(Array.from(doc.querySelectorAll('nav button')).map(textOf)).toEqual([
      'الرئيسية',
      'مباشر',
      'كرة القدم',
      'التنس',
      'كرة السلة',
    ]);
    expect(textOf(doc.getElementById('account'))).toBe('أنت تتصفح كزائر: سجّل الدخول لتراهن.');
    expect(textOf(doc.getElementById('slip-title'))).toBe('قسيمة الرهان');
    expect(textOf(doc.querySelector('#main h2'))).toMatch(/^(مباشر الآن|القادمة)$/);
    const groups = Array.from(doc.querySelectorAll('.market')).map((m) => m.getAttribute('aria-label'));
    expect(groups).toContain('نتيجة المباراة');
    expect(groups).toContain('الفائز');
  });

  it('takes a player’s bet in Brazilian Portuguese: balance, stake hint, refusals and the placed notice', async () => {
    const w = await openInBrowser(app, await launchUrl({ lang: 'pt' }));
    open = w;
    const doc = w.document;
    expect(doc.documentElement.getAttribute('lang')).toBe('pt-BR');
    const usd = (n: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' }).format(n);
    await vi.waitFor(() =>
      expect(textOf(doc.getElementById('account'))).toBe(`Saldo: ${usd(100)} · Depositar`),
    );
    await vi.waitFor(() =>
      expect(doc.querySelectorAll('button.odds:not([disabled])').length).toBeGreaterThan(0),
    );
    doc.querySelector('button.odds:not([disabled])')?.click();
    expect(textOf(doc.querySelector('label[for="stake"]'))).toBe('Valor (USD)');
    expect(textOf(doc.getElementById('limits'))).toBe(`De ${usd(1)} a ${usd(500)} por aposta.`);
    const stake = doc.getElementById('stake')!;
    stake.value = 'cinco';
    doc.getElementById('place')?.click();
    expect(textOf(doc.getElementById('notice'))).toBe('Informe um valor, por exemplo 5 ou 2,50.');
    stake.value = '2,50';
    doc.getElementById('accept')!.checked = true;
    doc.getElementById('place')?.click();
    await vi.waitFor(() => expect(textOf(doc.getElementById('notice'))).toBe('Aposta feita.'));
  });

  it('falls back to English for a language it does not speak; a bad link follows the browser', async () => {
    const fr = await app.inject(await launchUrl({ lang: 'fr' }));
    expect(fr.body).toContain('<html lang="en" dir="ltr">');
    expect(fr.body).toContain('"placeBet":"Place bet"');
    const bad = await app.inject({
      url: '/sportsbook/sportsbook/launch?token=nope',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain('<html lang="de" dir="ltr">');
    expect(bad.body).toContain('<h1>Dieser Sportwetten-Link ist ungültig</h1>');
  });
});
