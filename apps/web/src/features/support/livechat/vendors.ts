import type { LiveChatGroup } from '@croupier/contract';

/**
 * One adapter per support-chat vendor (docs/decisions/028-support.md): each installs the vendor's
 * snippet the way its guide does and drives the vendor's own global API. The sandbox's stand-ins
 * expose the same APIs, so the same adapter runs against the demo and the real vendor.
 */
export interface Visitor {
  name: string;
  email: string;
}

export interface ChatAdapter {
  /** Puts the vendor's snippet on the page (once), for the page's language. */
  install(o: { src: string; key: string; group: string | undefined; language: string }): void;
  /** The vendor's API is loaded and usable. */
  ready(): boolean;
  identify(visitor: Visitor): void;
  /** Routes the chat to another group (a language change). */
  setGroup(group: string | undefined, key: string): void;
  /**
   * Tells the vendor the page's language, where its API takes one (Freshchat, Zendesk). LiveChat's
   * and Tawk's language is their group's or widget's, which `setGroup` follows.
   */
  setLanguage(language: string): void;
  open(): void;
  hide(): void;
  show(): void;
}

type Fn = (...args: unknown[]) => unknown;

interface LiveChatStub {
  _q: unknown[][];
  _h: Fn | null;
  _v: string;
  on: Fn;
  once: Fn;
  off: Fn;
  get: Fn;
  call: Fn;
  init: () => void;
}

declare global {
  interface Window {
    __lc?: Record<string, unknown>;
    LiveChatWidget?: LiveChatStub;
    Tawk_API?: Record<string, unknown> & {
      maximize?: () => void;
      hideWidget?: () => void;
      showWidget?: () => void;
      setAttributes?: (attrs: Record<string, string>, cb?: (error?: unknown) => void) => void;
      switchWidget?: (o: { propertyId: string; widgetId: string }, cb?: () => void) => void;
      onLoad?: () => void;
    };
    Tawk_LoadStart?: Date;
    fcWidget?: {
      init(cfg: Record<string, unknown>): void;
      isInitialized(): boolean;
      open(): void;
      hide(): void;
      show(): void;
      setTags(tags: string[]): void;
      user: { setFirstName(n: string): unknown; setEmail(e: string): unknown; setLocale(l: string): unknown };
    };
    zE?: (namespace: string, command: string, argument?: unknown) => unknown;
    zESettings?: Record<string, unknown>;
  }
}

function addScript(src: string, attrs: Record<string, string> = {}, onload?: () => void) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  if (onload) script.addEventListener('load', onload);
  document.head.appendChild(script);
  return script;
}

/** LiveChat (platform.text.com, Chat Widget JS API): `window.__lc` and the `LiveChatWidget` stub. */
export const liveChat: ChatAdapter = {
  install({ src, key, group }) {
    window.__lc = window.__lc ?? {};
    window.__lc.license = /^\d+$/.test(key) ? Number(key) : key;
    if (group !== undefined) window.__lc.group = /^\d+$/.test(group) ? Number(group) : group;
    window.__lc.asyncInit = true;
    // The tracking code's stub: calls queue in _q until the script sets _h.
    const stub: LiveChatStub = {
      _q: [],
      _h: null,
      _v: '2.0',
      on: (...a) => queue(['on', a]),
      once: (...a) => queue(['once', a]),
      off: (...a) => queue(['off', a]),
      get: (...a) => {
        if (!stub._h) throw new Error("[LiveChatWidget] You can't use getters before load.");
        return queue(['get', a]);
      },
      call: (...a) => queue(['call', a]),
      init: () => addScript(src),
    };
    const queue = (n: unknown[]) => (stub._h ? stub._h(...n) : stub._q.push(n));
    window.LiveChatWidget = window.LiveChatWidget ?? stub;
    window.LiveChatWidget.init();
  },
  ready: () => Boolean(window.LiveChatWidget?._h),
  identify({ name, email }) {
    if (name) window.LiveChatWidget?.call('set_customer_name', name);
    if (email) window.LiveChatWidget?.call('set_customer_email', email);
  },
  setGroup(group) {
    // A group is read when the widget starts: start it again in the new group.
    const api = window.LiveChatWidget;
    if (!api || !window.__lc) return;
    window.__lc.group = group;
    api.call('destroy');
    api.init();
  },
  setLanguage: () => {},
  open: () => window.LiveChatWidget?.call('maximize'),
  hide: () => window.LiveChatWidget?.call('hide'),
  show: () => window.LiveChatWidget?.call('minimize'),
};

/** tawk.to (developer.tawk.to/jsapi): the embed code and `Tawk_API`. */
export const tawk: ChatAdapter = {
  install({ src }) {
    window.Tawk_API = window.Tawk_API ?? {};
    window.Tawk_LoadStart = new Date();
    addScript(src, { charset: 'UTF-8', crossorigin: '*' });
  },
  ready: () => typeof window.Tawk_API?.setAttributes === 'function',
  identify({ name, email }) {
    window.Tawk_API?.setAttributes?.({ name, email }, () => {});
  },
  setGroup(group, key) {
    if (group) window.Tawk_API?.switchWidget?.({ propertyId: key, widgetId: group });
  },
  setLanguage: () => {},
  open: () => window.Tawk_API?.maximize?.(),
  hide: () => window.Tawk_API?.hideWidget?.(),
  show: () => window.Tawk_API?.showWidget?.(),
};

/** Freshdesk's messaging widget, Freshchat (developers.freshchat.com/web-sdk): `window.fcWidget`. */
export const freshchat: ChatAdapter = {
  install({ src, key, group, language }) {
    const host = (() => {
      try {
        return new URL(src).origin;
      } catch {
        return 'https://wchat.freshchat.com';
      }
    })();
    addScript(src, { id: 'freshchat-js-sdk' }, () =>
      window.fcWidget?.init({ token: key, host, locale: language, ...(group && { tags: [group] }) }),
    );
  },
  ready: () => Boolean(window.fcWidget?.isInitialized?.()),
  identify({ name, email }) {
    if (name) window.fcWidget?.user.setFirstName(name);
    if (email) window.fcWidget?.user.setEmail(email);
  },
  setGroup(group) {
    window.fcWidget?.setTags(group ? [group] : []);
  },
  setLanguage: (language) => window.fcWidget?.user.setLocale(language),
  open: () => window.fcWidget?.open(),
  hide: () => window.fcWidget?.hide(),
  show: () => window.fcWidget?.show(),
};

const departments = (group: string | undefined) => ({
  webWidget: { chat: { departments: { select: group ?? '' } } },
});

/** Zendesk Web Widget (developer.zendesk.com/api-reference/widget): the `ze-snippet` script and `zE`. */
export const zendesk: ChatAdapter = {
  install({ src, group }) {
    window.zESettings = { ...window.zESettings, ...departments(group) };
    addScript(src, { id: 'ze-snippet' });
  },
  ready: () => typeof window.zE === 'function',
  identify({ name, email }) {
    window.zE?.('webWidget', 'identify', { name, email });
    window.zE?.('webWidget', 'prefill', { name: { value: name }, email: { value: email } });
  },
  setGroup(group) {
    window.zE?.('webWidget', 'updateSettings', departments(group));
  },
  setLanguage: (language) => window.zE?.('webWidget', 'setLocale', language),
  open: () => {
    window.zE?.('webWidget', 'show');
    window.zE?.('webWidget', 'open');
  },
  hide: () => window.zE?.('webWidget', 'hide'),
  show: () => window.zE?.('webWidget', 'show'),
};

export const ADAPTERS: Record<Exclude<LiveChatGroup['kind'], 'NONE'>, ChatAdapter> = {
  LIVECHAT: liveChat,
  TAWK: tawk,
  FRESHDESK: freshchat,
  ZENDESK: zendesk,
};
