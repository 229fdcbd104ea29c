/**
 * A CRM record's version in the viewer's language (its `translations`, by locale): the exact locale,
 * else one of the same language (`pt` for `pt-BR` and back), else none, and the viewer reads the
 * record's own text, written in the brand's default language.
 */
export function versionFor<T>(translations: Record<string, T>, language: string | null): T | undefined {
  if (!language) return undefined;
  const wanted = language.toLowerCase();
  const entries = Object.entries(translations);
  const exact = entries.find(([locale]) => locale.toLowerCase() === wanted);
  if (exact) return exact[1];
  const languageOf = (locale: string) => locale.toLowerCase().split(/[-_]/)[0];
  return entries.find(([locale]) => languageOf(locale) === languageOf(wanted))?.[1];
}
