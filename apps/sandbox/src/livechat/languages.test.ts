import { type BrowserElement, JSDOM } from 'jsdom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from '../app.ts';
import { openInBrowser, textOf } from '../testing/browser.ts';

// The chat window speaks the language the site gives the vendor's API (Freshchat's locale, Zendesk's
// setLocale), else the site's <html lang> (LiveChat, Tawk: their language is the group's), else
// the browser's; English for one it does not speak. Arabic is right to left.

const app = buildSandbox({ platformUrl: 'http://localhost:3000' });
afterAll(() => app.close());

/** The player's site with a vendor's stand-in script on it, run as its script tag would run it. */
async function siteWith(vendor: string, lang: string) {
  const dom = new JSDOM(`<!doctype html><html lang="${lang}"><body></body></html>`, {
    url: 'http://localhost:3000/',
    runScripts: 'outside-only',
  });
  const w = dom.window;
  Object.defineProperty(w.document, 'currentScript', {
    value: { src: `http://sandbox.test/livechat/${vendor}.js?key=k&group=g` },
  });
  w.eval((await app.inject(`/livechat/${vendor}.js?key=k&group=g`)).body);
  const frame = () =>
    w.document.querySelector('iframe') as (BrowserElement & { src: string; title: string }) | null;
  return { w, frame };
}

describe('the chat window in the player’s language', () => {
  it('writes the window in Spanish for lang=es', async () => {
    const res = await app.inject('/livechat/widget?vendor=tawk&lang=es');
    expect(res.body).toContain('<html lang="es" dir="ltr">');
    expect(res.body).toContain('<h1>Soporte de Tawk (sandbox)</h1>');
    expect(res.body).toContain('<label for="text">Mensaje</label>');
    expect(res.body).toContain('>Enviar</button>');
    expect(res.body).toContain('"youSay":"Tú: {text}"');
  });

  it('chats in Arabic, right to left, with no left or right in its styles', async () => {
    const w = await openInBrowser(app, '/livechat/widget?vendor=zendesk&lang=ar');
    const doc = w.document;
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(textOf(doc.getElementById('who'))).toBe('تدردش كزائر');
    expect(textOf(doc.getElementById('group'))).toBe('المجموعة: لا توجد');
    const MessageEvent = w.MessageEvent as new (type: string, init: object) => unknown;
    (w.dispatchEvent as (e: unknown) => void)(
      new MessageEvent('message', {
        data: { type: 'croupier-livechat', name: 'Ada', email: 'ada@example.com', group: 'عربي' },
        source: w,
        origin: 'http://sandbox.test',
      }),
    );
    expect(textOf(doc.getElementById('who'))).toBe('تدردش باسم Ada (ada@example.com)');
    expect(textOf(doc.getElementById('group'))).toBe('المجموعة: عربي');
    doc.getElementById('text')!.value = 'مرحبا';
    const Event = w.Event as new (type: string, init: object) => unknown;
    (doc.getElementById('form') as unknown as { dispatchEvent(e: unknown): void }).dispatchEvent(
      new Event('submit', { cancelable: true }),
    );
    await vi.waitFor(() => expect(textOf(doc.getElementById('log'))).toBe('أنت: مرحبا'));
    expect((await app.inject('/livechat/widget?lang=ar')).body).not.toMatch(/<style>[^<]*(left|right)/);
    w.close();
  });

  it('passes the locale the site gives Freshchat and Zendesk, and follows a change', async () => {
    const fresh = await siteWith('freshdesk', 'en');
    const fc = fresh.w.fcWidget as {
      init(c: object): void;
      open(): void;
      user: { setLocale(l: string): void };
    };
    fc.init({ token: 'k', locale: 'pt-BR' });
    fc.open();
    expect(fresh.frame()?.src).toBe('http://sandbox.test/livechat/widget?vendor=freshdesk&lang=pt-BR');
    expect(fresh.frame()?.title).toBe('Chat de suporte (Freshdesk, sandbox)');
    fc.user.setLocale('ar');
    expect(fresh.frame()?.src).toBe('http://sandbox.test/livechat/widget?vendor=freshdesk&lang=ar');
    expect(fresh.frame()?.title).toBe('دردشة الدعم (Freshdesk، تجريبي)');

    const zd = await siteWith('zendesk', 'en');
    const zE = zd.w.zE as (ns: string, cmd: string, arg?: unknown) => void;
    zE('webWidget', 'setLocale', 'de');
    zE('webWidget', 'open');
    expect(zd.frame()?.src).toBe('http://sandbox.test/livechat/widget?vendor=zendesk&lang=de');
    expect(zd.frame()?.title).toBe('Support-Chat (Zendesk-Sandbox)');
  });

  it('follows the site’s language for LiveChat and Tawk, English for one it does not speak', async () => {
    const lc = await siteWith('livechat', 'es-ES');
    (lc.w.LiveChatWidget as { _h(kind: string, args: unknown[]): void })._h('call', ['maximize']);
    expect(lc.frame()?.src).toBe('http://sandbox.test/livechat/widget?vendor=livechat&lang=es-ES');
    expect(lc.frame()?.title).toBe('Chat de soporte (LiveChat, sandbox)');
    const tawk = await siteWith('tawk', 'fr');
    (tawk.w.Tawk_API as { maximize(): void }).maximize();
    expect(tawk.frame()?.title).toBe('Support chat (Tawk sandbox)');
    const fr = await app.inject('/livechat/widget?vendor=tawk&lang=fr');
    expect(fr.body).toContain('<html lang="en" dir="ltr">');
    expect(fr.body).toContain('<h1>Tawk support (sandbox)</h1>');
    const browser = await app.inject({
      url: '/livechat/widget?vendor=tawk',
      headers: { 'accept-language': 'de' },
    });
    expect(browser.body).toContain('<h1>Tawk-Support (Sandbox)</h1>');
    expect((await app.inject('/livechat/livechat.js')).body).toContain('inset-inline-end:16px');
  });
});
