import type { LiveChatGroup } from '@croupier/contract';
import { SUPPORT_WIDGET_POLL_MS, SUPPORT_WIDGET_TIMEOUT_MS } from '@croupier/contract/constants';
import { scriptUrl } from './config.ts';
import { ADAPTERS, type ChatAdapter, type Visitor } from './vendors.ts';

/**
 * Resolves true once `ready()` holds, checking every `interval` ms, or false after `timeout` ms
 * (000 §9: the support widget is waited for 60 s, polled every 200 ms).
 */
export function waitFor(
  ready: () => boolean,
  timeout = SUPPORT_WIDGET_TIMEOUT_MS,
  interval = SUPPORT_WIDGET_POLL_MS,
): Promise<boolean> {
  if (ready()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (ready()) {
        clearInterval(timer);
        resolve(true);
      } else if (Date.now() - started >= timeout) {
        clearInterval(timer);
        resolve(false);
      }
    }, interval);
  });
}

interface Active {
  adapter: ChatAdapter;
  group: LiveChatGroup;
  loaded: Promise<boolean>;
  visitor: Visitor | null;
  language: string;
}

let active: Active | null = null;
/** Whether the widget shows on this page (the brand's `hiddenOn`); changes only are passed on. */
let visible = true;

/** The widget is on the page (its script was asked for). */
export const isLoaded = () => active !== null;

/**
 * Loads the group's vendor widget once (its snippet, then waiting for its API) in the page's
 * language, passes the player's name and e-mail, and opens the chat. Resolves false when the
 * widget never came.
 */
export async function openChat(
  group: LiveChatGroup,
  visitor: Visitor | null,
  language: string,
): Promise<boolean> {
  if (group.kind === 'NONE') return false;
  if (!active) {
    const adapter = ADAPTERS[group.kind];
    const src = scriptUrl(group) as string;
    adapter.install({ src, key: group.key, group: group.group, language });
    const record: Active = { adapter, group, loaded: Promise.resolve(false), visitor: null, language };
    record.loaded = waitFor(() => adapter.ready()).then((ok) => {
      if (ok) adapter.setLanguage(record.language);
      return ok;
    });
    active = record;
  }
  const current = active;
  if (!(await current.loaded)) {
    active = null;
    return false;
  }
  if (visitor) identify(visitor);
  if (!visible) {
    visible = true;
    current.adapter.show();
  }
  current.adapter.open();
  return true;
}

/** The player's name and e-mail, through the vendor's API (again when they change). */
export function identify(visitor: Visitor): void {
  if (!active) return;
  active.visitor = visitor;
  const current = active;
  void current.loaded.then((ok) => ok && current.adapter.identify(visitor));
}

/** A language change: the chat goes to that language's group. */
export function switchGroup(group: LiveChatGroup): void {
  if (!active || group.kind !== active.group.kind || group.group === active.group.group) return;
  const current = active;
  current.group = group;
  void current.loaded.then(async (ok) => {
    if (!ok) return;
    current.adapter.setGroup(group.group, group.key);
    // A vendor that restarts for a new group (LiveChat) is waited for again, and told the visitor again.
    if (await waitFor(() => current.adapter.ready()))
      if (current.visitor) current.adapter.identify(current.visitor);
  });
}

/** A language change: the vendor is told, where its API takes a language. */
export function setLanguage(language: string): void {
  if (!active || active.language === language) return;
  const current = active;
  current.language = language;
  void current.loaded.then((ok) => ok && current.adapter.setLanguage(language));
}

export function setVisible(show: boolean): void {
  if (!active || show === visible) return;
  visible = show;
  const current = active;
  void current.loaded.then((ok) => {
    if (ok) show ? current.adapter.show() : current.adapter.hide();
  });
}
