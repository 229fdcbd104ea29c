import { describe, expect, it } from 'vitest';
import { codeSms, linkEmail, messageTexts } from './message-texts.ts';

const german = messageTexts('de', {
  'message.sms.registration': '{{code}} ist Ihr {{brand}}-Registrierungscode.',
  'message.expiresInMinutes_one': 'Er läuft in {{count}} Minute ab.',
  'message.expiresInMinutes_other': 'Er läuft in {{count}} Minuten ab.',
  'missed-translation': 'Übersetzung fehlt',
});

const arabic = messageTexts('ar', {
  'message.email.verify.subject': 'أكّد بريد {{brand}}',
  'message.email.verify.intro': 'يُرجى تأكيد بريد حسابك في {{brand}}.',
  'message.email.verify.open_two': 'افتح هذا الرابط خلال ساعتين:',
  'message.email.verify.open_many': 'افتح هذا الرابط خلال {{count}} ساعة:',
  'message.email.verify.open_other': 'افتح هذا الرابط خلال {{count}} ساعة:',
  'message.email.verify.action': 'تأكيد بريدي',
  'message.email.verify.validity_many': 'يعمل الرابط مرة واحدة لمدة {{count}} ساعة.',
  'message.email.verify.validity_other': 'يعمل الرابط مرة واحدة لمدة {{count}} ساعة.',
  'message.email.verify.ignore': 'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
});

describe('message texts', () => {
  it("writes an SMS in the locale's words and plural form", () => {
    const sms = (ttlMs: number) =>
      codeSms(german, 'message.sms.registration', { code: '123456', brand: 'Croupier', ttlMs });
    expect(sms(10 * 60_000)).toBe('123456 ist Ihr Croupier-Registrierungscode. Er läuft in 10 Minuten ab.');
    expect(sms(60_000)).toBe('123456 ist Ihr Croupier-Registrierungscode. Er läuft in 1 Minute ab.');
  });

  it('shows the missed-translation text for a key the bundle lacks (000 §8)', () => {
    expect(german.t('message.sms.passwordReset')).toBe('Übersetzung fehlt');
  });

  it('writes an e-mail right to left in Arabic, each sentence escaped, the link once', () => {
    const mail = linkEmail(arabic, 'verify', {
      brand: 'A&B <Casino>',
      link: 'https://example.test/?verificationToken=x&y',
      count: 24,
    });
    expect(mail.subject).toBe('أكّد بريد A&B <Casino>');
    expect(mail.text.split('\n')).toEqual([
      'يُرجى تأكيد بريد حسابك في A&B <Casino>.',
      '',
      'افتح هذا الرابط خلال 24 ساعة:',
      'https://example.test/?verificationToken=x&y',
      '',
      'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
    ]);
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(mail.html).toContain('A&amp;B &lt;Casino&gt;');
    expect(mail.html).toContain('href="https://example.test/?verificationToken=x&amp;y"');
    expect(mail.html).not.toContain('<Casino>');
  });
});
