import { I18N_OPTIONS } from '@croupier/contract/rules/i18n-options';
import { textDirection } from '@croupier/contract/rules/text-direction';
import { translateWithFallback } from '@croupier/contract/rules/translate';
import i18next from 'i18next';
import { escapeHtml } from './html.ts';

/** A locale's texts for what the platform sends a player itself (e-mails, SMS). */
export interface MessageTexts {
  readonly locale: string;
  /** The key's text with its variables; `count` picks the language's plural form (`Intl.PluralRules`). */
  t(key: string, variables?: Record<string, string | number>): string;
}

/** The texts of the locale the brand offers closest to `preferred` (000 §4's choice). */
export type Messages = (preferred?: string | undefined) => Promise<MessageTexts>;

/** A translator over one locale's bundle, with the web's i18next settings and 000 §8's fallback. */
export function messageTexts(locale: string, translations: Record<string, string>): MessageTexts {
  const instance = i18next.createInstance();
  instance.init({
    ...I18N_OPTIONS,
    interpolation: { ...I18N_OPTIONS.interpolation },
    lng: locale,
    initAsync: false,
    showSupportNotice: false,
    resources: { [locale]: { translation: translations } },
    parseMissingKeyHandler: (key: string) => translateWithFallback(translations, key),
  });
  return { locale, t: (key, variables) => String(instance.t(key, variables ?? {})) };
}

/** A one-time code's SMS: the sentence of `key` (`message.sms.…`) and when the code expires. */
export function codeSms(
  texts: MessageTexts,
  key: string,
  o: { code: string; brand: string; ttlMs: number },
): string {
  const minutes = Math.round(o.ttlMs / 60_000);
  return `${texts.t(key, { code: o.code, brand: o.brand })} ${texts.t('message.expiresInMinutes', { count: minutes })}`;
}

/**
 * An e-mail that carries one link (`message.email.{kind}.…`: subject, intro, open, action, validity,
 * ignore), as plain text and HTML; `count` is the link's life in the unit the texts name.
 */
export function linkEmail(
  texts: MessageTexts,
  kind: 'verify' | 'reset',
  o: { brand: string; link: string; count: number },
): { subject: string; text: string; html: string } {
  const t = (part: string, variables: Record<string, string | number> = {}) =>
    texts.t(`message.email.${kind}.${part}`, { brand: o.brand, ...variables });
  const intro = t('intro');
  const ignore = t('ignore');
  return {
    subject: t('subject'),
    text: [intro, '', t('open', { count: o.count }), o.link, '', ignore].join('\n'),
    html: `<div lang="${escapeHtml(texts.locale)}" dir="${textDirection(texts.locale)}"><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(o.link)}">${escapeHtml(t('action'))}</a></p><p>${escapeHtml(t('validity', { count: o.count }))}</p><p>${escapeHtml(ignore)}</p></div>`,
  };
}
