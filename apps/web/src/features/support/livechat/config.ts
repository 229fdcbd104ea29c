import type { LiveChatConfig, LiveChatGroup } from '@croupier/contract';

/** The group configured for a language: its own, its base language's ('en' for 'en-GB'), else `default`. */
export function groupFor(config: LiveChatConfig, language: string): LiveChatGroup | undefined {
  return config.groups[language] ?? config.groups[language.split('-')[0] ?? ''] ?? config.groups.default;
}

/** Whether the brand hides the widget on this page (`hiddenOn`: paths or their prefixes). */
export function hiddenOn(config: LiveChatConfig, pathname: string): boolean {
  return (config.hiddenOn ?? []).some(
    (p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
}

/** Each vendor's own script address, as its installation guide gives it. */
export const VENDOR_SCRIPTS: Record<Exclude<LiveChatGroup['kind'], 'NONE'>, string> = {
  LIVECHAT: 'https://cdn.livechatinc.com/tracking.js',
  TAWK: 'https://embed.tawk.to/{key}/{group}',
  FRESHDESK: 'https://wchat.freshchat.com/js/widget.js',
  ZENDESK: 'https://static.zdassets.com/ekr/snippet.js?key={key}',
};

/** The script to load: the configured address (the sandbox's stand-in) or the vendor's, filled in. */
export function scriptUrl(group: LiveChatGroup): string | undefined {
  if (group.kind === 'NONE') return undefined;
  const template = group.scriptUrl || VENDOR_SCRIPTS[group.kind];
  const values: Record<string, string> = {
    key: group.key,
    group: group.group ?? (group.kind === 'TAWK' ? 'default' : ''),
    kind: group.kind.toLowerCase(),
  };
  return template.replace(/\{(key|group|kind)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
