import { signClaims } from '@croupier/contract/tokens';
import { describe, expect, it } from 'vitest';
import { buildSandbox, DEV_PAYMENT_SECRET } from '../app.ts';

// The cashier speaks the player's language: the `lang` the site adds to the cashier link, else the
// browser's Accept-Language, else English.

const app = buildSandbox({
  platformUrl: 'http://platform.test',
  fetch: (async () => new Response('{}')) as never,
});

const link = async (query = '') => {
  const session = await signClaims(
    {
      paymentId: '2b1f0c7e-4a44-4c4b-9a57-8d1f7b6f0a11',
      playerUuid: 'b9d1e1f0-0000-4000-8000-000000000001',
      method: 'card',
      amount: '25.00',
      currency: 'USD',
      parentOrigin: 'http://localhost:3000',
      exp: Date.now() + 60_000,
    },
    DEV_PAYMENT_SECRET,
  );
  return `/cashier?session=${encodeURIComponent(session)}${query}`;
};
const usd = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(25);

describe('the cashier in the player’s language', () => {
  it('speaks Spanish when the link says es: texts, method and amount as Spanish writes it', async () => {
    const res = await app.inject(await link('&lang=es'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(res.body).toContain(`Depositar <strong>${usd('es')}</strong> con <strong>Tarjeta</strong>`);
    expect(res.body).toContain('<legend>Tarjeta de prueba</legend>');
    expect(res.body).toContain(`Pagar ${usd('es')}`);
    expect(res.body).toContain('4000 0000 0000 3220 (redirección)');
    // The script's messages too, and the 3-D Secure window follows in the same language.
    expect(res.body).toContain('"paid":"Pago realizado"');
    expect(res.body).toContain("searchParams.set('lang',c.locale)");
    expect(res.headers['content-language']).toBe('es');
  });

  it('writes Arabic right to left, with no left or right in its styles', async () => {
    const res = await app.inject(await link('&lang=ar'));
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<h1>صندوق الدفع التجريبي</h1>');
    expect(res.body).toContain(`إيداع <strong>${usd('ar')}</strong> عبر <strong>بطاقة</strong>`);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(style).not.toMatch(/left|right/);
  });

  it('falls back to English for a language it does not speak, and reads the browser’s without one', async () => {
    const fr = await app.inject(await link('&lang=fr'));
    expect(fr.body).toContain('<html lang="en" dir="ltr">');
    expect(fr.body).toContain('Deposit <strong>$25.00</strong> by <strong>Card</strong>');
    const browser = await app.inject({
      url: await link(),
      headers: { 'accept-language': 'fr-FR,de;q=0.8' },
    });
    expect(browser.body).toContain('<html lang="de" dir="ltr">');
    expect(browser.body).toContain(`<strong>${usd('de')}</strong> per <strong>Karte</strong> einzahlen`);
    const expired = await app.inject({
      url: '/cashier?session=nope',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('Este link de pagamento não é válido ou expirou.');
  });

  it('asks for 3-D Secure in the language the cashier passed on', async () => {
    const url = await link('&lang=de');
    const session = new URL(url, 'http://x').searchParams.get('session');
    const pay = await app.inject({
      method: 'POST',
      url: '/cashier/api/pay',
      payload: { session, card: '4000000000003220' },
    });
    expect(pay.json().outcome).toBe('redirect');
    const secure = await app.inject(`${pay.json().url}?lang=de`);
    expect(secure.body).toContain('<html lang="de" dir="ltr">');
    expect(secure.body).toContain(`Zahlung über <strong>${usd('de')}</strong> freigeben?`);
    expect(secure.body).toContain('>Freigeben</button>');
    expect(secure.body).toContain('Zahlung freigegeben. Sie können dieses Fenster jetzt schließen.');
    const ar = await app.inject(`${pay.json().url}?lang=ar`);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('>موافقة</button>');
  });
});
