/**
 * Scripts written right to left (ISO 15924): for runtimes without `Intl.Locale#getTextInfo`, and for
 * the locales whose text info is wrong in some (Node 20 says `dv`, in Thaana, runs left to right).
 */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
]);

type TextInfo = { direction?: string };
/** `getTextInfo()` is the standard's method; older V8 (Node 20) has the `textInfo` getter instead. */
type LocaleWithTextInfo = Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };

/**
 * The direction a locale's text runs: `ar` → 'rtl', `pt-BR` → 'ltr'. Right to left when the platform's
 * CLDR data says so (`Intl.Locale#getTextInfo`) or the locale's likely script is written so
 * (`ar` → Arab); a tag that is not a locale reads left to right.
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const tag = new Intl.Locale(locale) as LocaleWithTextInfo;
    if ((tag.getTextInfo?.() ?? tag.textInfo)?.direction === 'rtl') return 'rtl';
    const script = tag.maximize().script;
    return script && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
