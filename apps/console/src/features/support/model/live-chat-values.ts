import type { LiveChatConfig, LiveChatKind } from '@croupier/contract/content';

/** One language's widget as the form holds it: a row whose language is the record's key. */
export interface GroupRow {
  language: string;
  kind: LiveChatKind;
  key: string;
  group: string;
  scriptUrl: string;
}

export interface LiveChatValues {
  groups: GroupRow[];
  /** One path a line. */
  hiddenOn: string;
}

const ROW_FIELDS = ['language', 'kind', 'key', 'group', 'scriptUrl'] as const;

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

export const liveChatBody = (v: LiveChatValues) => ({
  groups: Object.fromEntries(
    v.groups.map((r) => [
      r.language.trim(),
      { kind: r.kind, key: r.key.trim(), group: optional(r.group), scriptUrl: optional(r.scriptUrl) },
    ]),
  ),
  hiddenOn: v.hiddenOn
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean),
});

export const liveChatValues = (c: LiveChatConfig): LiveChatValues => ({
  groups: Object.entries(c.groups).map(([language, g]) => ({
    language,
    kind: g.kind,
    key: g.key,
    group: g.group ?? '',
    scriptUrl: g.scriptUrl ?? '',
  })),
  hiddenOn: c.hiddenOn.join('\n'),
});

/**
 * The form field of a body's path: `groups.de.key` is the key of the row whose language is `de`
 * (the record's own key issue, `groups.de`, is that row's language); a page's is the pages field.
 */
export function placeLiveChatIssue(path: string, values: LiveChatValues): string | null {
  if (path.startsWith('hiddenOn')) return 'hiddenOn';
  const [head, language, field] = path.split('.');
  if (head !== 'groups' || language === undefined) return path || null;
  const row = values.groups.findIndex((r) => r.language.trim() === language);
  if (row < 0) return 'groups';
  return `groups.${row}.${field && (ROW_FIELDS as readonly string[]).includes(field) ? field : 'language'}`;
}

/** Every field of the form, for placing the server's refusals. */
export const liveChatFields = (values: LiveChatValues) => [
  'groups',
  'hiddenOn',
  ...values.groups.flatMap((_, i) => ROW_FIELDS.map((f) => `groups.${i}.${f}`)),
];
