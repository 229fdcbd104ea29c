import { describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';

// The identity check speaks the language the platform opened the session in (its `language`
// field), English for one it does not speak, and the browser's when the platform said none.

const sandbox = buildSandbox({
  platformUrl: 'http://127.0.0.1:9',
  kycWebhookSecret: 'kyc-test-secret-0123456789',
});

async function frame(language?: string, headers: Record<string, string> = {}) {
  const res = await sandbox.inject({
    method: 'POST',
    url: '/kyc/sessions',
    payload: { reference: 'player-1', successUrl: 'http://127.0.0.1:9/profile/kyc', language },
  });
  const token = res.json().sessionToken as string;
  return { token, page: await sandbox.inject({ url: `/kyc/frame?session_token=${token}`, headers }) };
}
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('the identity check in the player’s language', () => {
  it('speaks Brazilian Portuguese for pt-BR, refusals and plural included', async () => {
    const { token, page } = await frame('pt-BR');
    expect(page.body).toContain('<html lang="pt-BR" dir="ltr">');
    expect(page.body).toContain('<h1>Verifique sua identidade</h1>');
    expect(page.body).toContain('Etapa 1 de 2: seu documento');
    expect(page.body).toContain('<option value="DRIVING_LICENSE">Carteira de motorista</option>');
    const refused = await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/document',
      ...form({ session_token: token, documentType: 'PASSPORT', documentNumber: '1' }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('(de 4 a 32 letras e números)');
    expect(refused.body).toContain('>Voltar</a>');
  });

  it('writes Arabic right to left, with the plural form of 32', async () => {
    const { token, page } = await frame('ar');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<h1>تحقّق من هويتك</h1>');
    expect(page.body).toContain(`<label for="documentType">نوع المستند</label>`);
    expect(page.body).not.toMatch(/<style>[^<]*(left|right)/);
    const refused = await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/document',
      ...form({ session_token: token, documentType: 'PASSPORT', documentNumber: '1' }),
    });
    const n = (x: number) => new Intl.NumberFormat('ar').format(x);
    expect(refused.body).toContain(`(من ${n(4)} إلى ${n(32)} حرفًا أو رقمًا)`);
    await sandbox.inject({
      method: 'POST',
      url: '/kyc/frame/document',
      ...form({ session_token: token, documentType: 'PASSPORT', documentNumber: 'AB123456' }),
    });
    const selfie = await sandbox.inject(`/kyc/frame?session_token=${token}`);
    expect(selfie.body).toContain(`الخطوة ${n(2)} من ${n(2)}: صورة سيلفي`);
  });

  it('falls back to English for a language it does not speak, and to the browser’s without one', async () => {
    const fr = await frame('fr', { 'accept-language': 'de' });
    expect(fr.page.body).toContain('<html lang="en" dir="ltr">');
    expect(fr.page.body).toContain('<h1>Verify your identity</h1>');
    const none = await frame(undefined, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(none.page.body).toContain('<html lang="es" dir="ltr">');
    expect(none.page.body).toContain('<h1>Verifica tu identidad</h1>');
    const gone = await sandbox.inject({
      url: '/kyc/frame?session_token=unknown',
      headers: { 'accept-language': 'de' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<h1>Sitzung nicht gefunden</h1>');
  });
});
