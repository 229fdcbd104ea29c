import { type LaunchClaims, signLaunch } from '@croupier/contract/studio';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerLocaleAssets } from '../locale/index.ts';
import { openInBrowser, textOf } from '../testing/browser.ts';
import { registerStudio } from './index.ts';
import { seededRng } from './rng.ts';

// The game speaks the launch claims' `lang`: texts, money and numbers in the player's language,
// Arabic right to left; English for a language it does not speak; a link it cannot read is refused
// in the browser's language.

const SECRET = 'studio-test-secret-long-enough-for-hmac';
const NOW = 1_800_000_000_000;
const app = Fastify();
registerLocaleAssets(app);
registerStudio(app, { secret: SECRET, platformUrl: 'http://casino.test', rng: seededRng(5), now: () => NOW });

let counter = 0;
const launchUrl = async (over: Partial<LaunchClaims>) => {
  const claims: LaunchClaims = {
    sid: `language-${String(++counter).padStart(12, '0')}`,
    game: 'cosmic-dragon',
    title: 'Cosmic Dragon',
    provider: 'Kingfisher Gaming',
    engine: 'roulette',
    mode: 'demo',
    currency: 'EUR',
    lang: 'en',
    exitUrl: 'http://casino.test/games',
    exp: NOW / 1000 + 60,
    ...over,
  };
  return `/studio/launch?token=${encodeURIComponent(await signLaunch(claims, SECRET))}`;
};
const eur = (locale: string, minor: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

let open: { close(): void } | undefined;
afterEach(() => open?.close());

describe('the game in the player’s language', () => {
  it('plays roulette in German: labels, money and the round’s result', async () => {
    const res = await app.inject(await launchUrl({ lang: 'de' }));
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain('<noscript>Dieses Spiel benötigt JavaScript.</noscript>');
    const w = await openInBrowser(app, await launchUrl({ lang: 'de' }));
    open = w;
    const doc = w.document;
    await vi.waitFor(() => expect(doc.getElementById('game')?.getAttribute('aria-busy')).toBe('false'));
    expect(textOf(doc.querySelector('.balance'))).toBe(eur('de', 100_000));
    expect(textOf(doc.querySelector('.exit'))).toBe('Spiel verlassen');
    expect(textOf(doc.querySelector('label[for="f-bet"]'))).toBe('Wette');
    expect(textOf(doc.querySelector('option[value="dozen-2"]'))).toBe('2. Dutzend');
    doc.querySelector('button.play')?.click();
    await vi.waitFor(() =>
      expect(textOf(doc.querySelector('.result'))).toMatch(
        new RegExp(
          `^\\d+ (Rot|Schwarz|Grün)\\. (Sie haben ${eur('de', 200).replace('.', '\\.')} gewonnen|Diesmal kein Gewinn)$`,
        ),
      ),
    );
  });

  it('writes Arabic right to left, the dice’s chance as a percentage in Arabic', async () => {
    const w = await openInBrowser(app, await launchUrl({ lang: 'ar', engine: 'dice' }));
    open = w;
    const doc = w.document;
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.documentElement.getAttribute('lang')).toBe('ar');
    await vi.waitFor(() => expect(doc.getElementById('game')?.getAttribute('aria-busy')).toBe('false'));
    expect(textOf(doc.querySelector('.exit'))).toBe('الخروج من اللعبة');
    const percent = new Intl.NumberFormat('ar', { style: 'percent' }).format(0.5);
    expect(textOf(doc.querySelector('.field span'))).toBe(`فرصة الفوز ${percent}`);
    expect(textOf(doc.querySelector('button.play'))).toBe('ارمِ النرد');
    expect(textOf(doc.querySelector('.provider'))).toBe('Kingfisher Gaming · تجريبي، أموال افتراضية');
  });

  it('counts free spins with the plural rules of the language', async () => {
    const w = await openInBrowser(app, await launchUrl({ lang: 'es', engine: 'slot' }));
    open = w;
    const T = w.sandboxTexts as { plural(key: string, n: number, vars: object): string };
    expect(T.plural('freeSpinsLeft', 1, { stake: '1,00 €' })).toBe('Giros gratis: te queda 1 de 1,00 €');
    expect(T.plural('freeSpinsLeft', 10, { stake: '1,00 €' })).toBe(
      'Giros gratis: te quedan 10 de 1,00 € cada uno',
    );
    const ar = await openInBrowser(app, await launchUrl({ lang: 'ar', engine: 'slot' }));
    const A = ar.sandboxTexts as typeof T;
    expect(A.plural('freeSpinsLeft', 2, { stake: 'x' })).toBe('دورات مجانية: تتبقّى دورتان بقيمة x لكل منهما');
    expect(A.plural('freeSpinsLeft', 3, { stake: 'x' })).toContain('دورات بقيمة');
    expect(A.plural('freeSpinsLeft', 11, { stake: 'x' })).toContain('دورة بقيمة');
    ar.close();
  });

  it('falls back to English for a language it does not speak; a bad link follows the browser', async () => {
    const fr = await app.inject(await launchUrl({ lang: 'fr' }));
    expect(fr.body).toContain('<html lang="en" dir="ltr">');
    expect(fr.body).toContain('"exit":"Exit game"');
    const bad = await app.inject({
      url: '/studio/launch?token=nope',
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain('<html lang="pt-BR" dir="ltr">');
    expect(bad.body).toContain('<h1>Este link do jogo não é válido</h1>');
  });
});
