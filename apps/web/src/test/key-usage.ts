import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { nodesOf, parseSource, sourceFiles, WEB_SRC } from './source-files.ts';

// How the code names its texts' keys, for the key tests (shared/i18n/keys.test.ts). Most of it is
// read from the raw text (a key in quotes, a `t('…')` call); only files that build keys in a template
// are parsed, which keeps the tests quick on a busy machine.

const ROOT = join(WEB_SRC, '..', '..', '..');
const SERVER_SRC = join(ROOT, 'apps', 'server', 'src');

/** Every folder whose code reads the contract's texts: the web, the console, the server and its seed, the contract. */
const CODE_DIRS = [
  WEB_SRC,
  join(ROOT, 'apps', 'console', 'src'),
  SERVER_SRC,
  join(ROOT, 'apps', 'server', 'seed'),
  join(ROOT, 'packages', 'contract', 'src'),
];

/** The shipped language files. */
export const LOCALES_DIR = join(ROOT, 'packages', 'contract', 'locales');

export interface KeyUsage {
  /** Keys the code names in full, with the file that names it: web `t('…')`, `<Trans i18nKey>`, the server's `message.*`. */
  named: Map<string, string>;
  /** Every key-like string in quotes anywhere in the code: a key kept in a constant, a config, a seed. */
  quoted: Set<string>;
  /** Keys built from a template (`breaks.${kind}.title`), as patterns, with the file that builds them. */
  built: { pattern: RegExp; template: string; file: string }[];
}

const QUOTED_KEY = /(['"`])([A-Za-z0-9][\w-]*(?:\.[\w-]+)*)\1/g;
const T_CALL = /\bt\(\s*(['"])([^'"]+)\1/g;
const TRANS_KEY = /\bi18nKey=(['"])([^'"]+)\1/g;
/** A template that starts like a key (`word.`) and has a `${…}` in it. */
const KEY_TEMPLATE = /`[A-Za-z][\w-]*\.[^`]*\$\{/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `breaks.${kind}.title` → /^breaks\..+\.title$/. */
function templatePattern(template: ts.TemplateExpression): RegExp {
  const parts = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
  return new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);
}

function builtKeys(file: string): KeyUsage['built'] {
  return nodesOf(parseSource(file))
    .filter(ts.isTemplateExpression)
    .filter((template) => /^[A-Za-z][\w-]*\./.test(template.head.text))
    .map((template) => ({
      pattern: templatePattern(template),
      template: template.getText(),
      file: relative(ROOT, file),
    }));
}

/** Reads the code once. */
export function keyUsage(): KeyUsage {
  const usage: KeyUsage = { named: new Map(), quoted: new Set(), built: [] };
  for (const dir of CODE_DIRS)
    for (const file of sourceFiles(dir, { withTestHelpers: false })) {
      const text = readFileSync(file, 'utf8');
      const place = relative(ROOT, file);
      for (const [, , key] of text.matchAll(QUOTED_KEY)) {
        usage.quoted.add(key!);
        if (dir === SERVER_SRC && key!.startsWith('message.')) usage.named.set(key!, place);
      }
      if (dir === WEB_SRC)
        for (const [, , key] of [...text.matchAll(T_CALL), ...text.matchAll(TRANS_KEY)])
          usage.named.set(key!, place);
      if (KEY_TEMPLATE.test(text)) usage.built.push(...builtKeys(file));
    }
  return usage;
}

/** The plural forms of i18next (v4 JSON): `key_one`, `key_other` … after `Intl.PluralRules`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `x_few` → { base: 'x', category: 'few' }; a key without a plural suffix is its own base. */
export function pluralForm(key: string): { base: string; category?: Intl.LDMLPluralRule } {
  const match = PLURAL_SUFFIX.exec(key);
  return match
    ? { base: key.slice(0, match.index), category: match[1] as Intl.LDMLPluralRule }
    : { base: key };
}

/** The `{{variables}}` of a text (`{{date, datetime}}` → date) and the tags `<Trans>` fills (`<terms>`). */
export function placeholders(text: string): Set<string> {
  const variables = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return new Set([...variables, ...tags]);
}
