// The stand-ins' pages' texts in the browser: the page's dictionary (a JSON data block,
// #sandbox-texts) in the language of its <html lang>. `t` fills {name} placeholders, `plural` picks
// the form of a number's plural category (Intl.PluralRules), `money` and `number` write as the
// locale does (Intl.NumberFormat).
window.sandboxTexts = (() => {
  const locale = document.documentElement.lang || 'en';
  const block = document.getElementById('sandbox-texts');
  const texts = block ? JSON.parse(block.textContent || '{}') : {};
  const fill = (s, vars = {}) =>
    String(s).replace(/\{(\w+)\}/g, (whole, k) => (k in vars ? String(vars[k]) : whole));
  const rules = new Intl.PluralRules(locale);
  const formats = new Map();
  const format = (options) => {
    const key = JSON.stringify(options);
    if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(locale, options));
    return formats.get(key);
  };
  const number = (n, digits) =>
    format(
      digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    ).format(n);
  return {
    locale,
    /** A text of the dictionary; its key when it has none (a missing text shows, not a blank). */
    t: (key, vars) => (typeof texts[key] === 'string' ? fill(texts[key], vars) : key),
    has: (key) => key in texts,
    plural: (key, n, vars) => {
      const forms = texts[key] || {};
      return fill(forms[rules.select(n)] ?? forms.other ?? key, { n: number(n), ...vars });
    },
    number,
    /** Major units with the currency: 25 USD → '$25.00' (en), '25,00 US$' (pt-BR). */
    money: (amount, currency) => {
      try {
        return format({ style: 'currency', currency }).format(amount);
      } catch {
        return `${amount} ${currency}`;
      }
    },
    /** A game's number as is (a pocket, a roll): no grouping. */
    integer: (n) => format({ useGrouping: false }).format(n),
    percent: (fraction) => format({ style: 'percent', maximumFractionDigits: 2 }).format(fraction),
    time: (date, options) => new Intl.DateTimeFormat(locale, options).format(date),
    /** The wallet's refusal for the player's own limit (locale/wallet-texts.ts), with when it frees up. */
    limitReached(limit) {
      const at = limit && typeof limit.freesAt === 'string' ? new Date(limit.freesAt) : null;
      const kind = limit && limit.kind === 'LOSS' ? 'limit.loss' : 'limit.wager';
      const when =
        at && !Number.isNaN(at.getTime())
          ? ` ${fill(texts['limit.freesAt'], { when: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at) })}`
          : '';
      return `${fill(texts[kind] ?? kind)}${when}`;
    },
  };
})();
