import { fill, LOCALES, type Locale } from '../locale/index.ts';
import { LIVECHAT_TEXTS } from './texts.ts';

/**
 * The stand-ins' scripts: each exposes the global API its vendor documents (LiveChat
 * `LiveChatWidget` + `window.__lc`, tawk.to `Tawk_API`, Freshchat `window.fcWidget`, Zendesk `zE`
 * Web Widget) over one shared core that shows a chat window (an iframe on the sandbox's origin,
 * `/livechat/widget`) and hands it the visitor's name, e-mail and group by postMessage.
 *
 * The window speaks the language the site gives the vendor's API (Freshchat `init({locale})` and
 * `user.setLocale`, Zendesk `setLocale` and `messenger:set locale`); LiveChat and Tawk take theirs
 * from the group or widget the site picks per language, which the stand-ins cannot look up, so they
 * follow the site's `<html lang>`. A change reloads the window in the new language (`?lang=`).
 */
export const LIVECHAT_VENDORS = ['livechat', 'tawk', 'freshdesk', 'zendesk'] as const;
export type LiveChatVendor = (typeof LIVECHAT_VENDORS)[number];

export const VENDOR_TITLES: Record<LiveChatVendor, string> = {
  livechat: 'LiveChat',
  tawk: 'Tawk',
  freshdesk: 'Freshdesk',
  zendesk: 'Zendesk',
};

/** The frame's accessible name, which journeys find it by (English unless a locale is given). */
export const frameTitle = (vendor: LiveChatVendor, locale: Locale = 'en') =>
  fill(LIVECHAT_TEXTS[locale].frameTitle, { vendor: VENDOR_TITLES[vendor] });

/** The frame's names by language tag, each language's also under its first part ('pt' for pt-BR). */
function frameTitles(vendor: LiveChatVendor): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const locale of LOCALES) {
    titles[locale] = frameTitle(vendor, locale);
    titles[locale.split('-')[0] as string] ??= titles[locale];
  }
  return titles;
}

const CORE = `
  var script = document.currentScript;
  var src = new URL(script.src);
  var ORIGIN = src.origin;
  var params = src.searchParams;
  var state = { key: params.get('key') || '', group: params.get('group') || '', name: '', email: '', locale: '', open: false, hidden: false };
  var box = null, frame = null, frameLang = '';
  function lang() { return state.locale || document.documentElement.lang || ''; }
  function titleFor(l) { return FRAME_TITLES[l] || FRAME_TITLES[l.split('-')[0]] || FRAME_TITLES.en; }
  function load() {
    frameLang = lang();
    frame.title = titleFor(frameLang);
    frame.src = ORIGIN + '/livechat/widget?vendor=' + VENDOR + (frameLang ? '&lang=' + encodeURIComponent(frameLang) : '');
  }
  function send() {
    if (!frame || !frame.contentWindow) return;
    // Another language: the window loads again in it (and is told the visitor once loaded).
    if (lang() !== frameLang) return load();
    frame.contentWindow.postMessage({ type: 'croupier-livechat', vendor: VENDOR, key: state.key, group: state.group, name: state.name, email: state.email }, ORIGIN);
  }
  function render() { if (box) box.style.display = state.open && !state.hidden ? 'block' : 'none'; }
  function ensure() {
    if (box) return;
    box = document.createElement('div');
    box.setAttribute('data-livechat-standin', VENDOR);
    box.style.cssText = 'position:fixed;inset-inline-end:16px;inset-block-end:16px;width:340px;height:460px;max-width:calc(100vw - 32px);z-index:2147483000;border-radius:12px;overflow:hidden;background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.35);display:none';
    frame = document.createElement('iframe');
    load();
    frame.style.cssText = 'border:0;width:100%;height:100%';
    frame.addEventListener('load', send);
    box.appendChild(frame);
    document.body.appendChild(box);
  }
  var listeners = {};
  function emit(name, data) { (listeners[name] || []).slice().forEach(function (cb) { try { cb(data); } catch (e) { setTimeout(function () { throw e; }); } }); }
  function on(name, cb) { (listeners[name] = listeners[name] || []).push(cb); }
  var core = {
    open: function () { ensure(); state.open = true; render(); send(); emit('open'); },
    close: function () { state.open = false; render(); emit('close'); },
    hide: function () { state.hidden = true; render(); },
    show: function () { state.hidden = false; render(); },
    visitor: function (name, email) { if (name != null) state.name = String(name); if (email != null) state.email = String(email); send(); },
    group: function (group) { state.group = group == null ? '' : String(group); send(); },
    locale: function (locale) { state.locale = locale == null ? '' : String(locale); send(); },
    destroy: function () { if (box) box.remove(); box = null; frame = null; state.open = false; }
  };
  window.addEventListener('message', function (e) {
    if (e.origin !== ORIGIN || !frame || e.source !== frame.contentWindow) return;
    if (e.data && e.data.type === 'croupier-livechat:minimize') core.close();
    if (e.data && e.data.type === 'croupier-livechat:ready') send();
  });
`;

const BINDINGS: Record<LiveChatVendor, string> = {
  // https://platform.text.com/docs/extending-chat-widget/javascript-api: the tracking code's stub
  // queues calls in _q until the script sets _h, which is then called as _h(kind, args).
  livechat: `
  var lc = window.__lc || {};
  if (lc.license != null) state.key = String(lc.license);
  if (lc.group != null) state.group = String(lc.group);
  var api = window.LiveChatWidget || { _q: [], _h: null };
  function handler(kind, args) {
    args = args || [];
    if (kind === 'call') {
      var m = args[0], v = args[1];
      if (m === 'maximize') core.open();
      else if (m === 'minimize') { core.show(); core.close(); }
      else if (m === 'hide') core.hide();
      else if (m === 'set_customer_name') core.visitor(v, null);
      else if (m === 'set_customer_email') core.visitor(null, v);
      else if (m === 'set_session_variables') {}
      else if (m === 'destroy') { core.destroy(); api._h = null; }
    } else if (kind === 'on' || kind === 'once') {
      if (args[0] === 'ready') setTimeout(function () { args[1]({ state: { visibility: 'minimized' }, customerData: { name: state.name, email: state.email } }); });
      else if (args[0] === 'visibility_changed') { on('open', function () { args[1]({ visibility: 'maximized' }); }); on('close', function () { args[1]({ visibility: 'minimized' }); }); }
    } else if (kind === 'get') {
      if (args[0] === 'customer_data') return { name: state.name, email: state.email };
      if (args[0] === 'state') return { visibility: state.open ? 'maximized' : 'minimized' };
    }
  }
  var queued = api._q || [];
  api._q = [];
  api._h = handler;
  queued.forEach(function (item) { handler.apply(null, item); });
  window.LiveChatWidget = api;
`,
  // https://developer.tawk.to/jsapi/: Tawk_API is set up by the embed code; the script fills it.
  tawk: `
  var T = window.Tawk_API = window.Tawk_API || {};
  if (T.visitor) core.visitor(T.visitor.name, T.visitor.email);
  T.maximize = core.open;
  T.minimize = core.close;
  T.toggle = function () { state.open ? core.close() : core.open(); };
  T.hideWidget = core.hide;
  T.showWidget = core.show;
  T.isChatMaximized = function () { return state.open; };
  T.isChatHidden = function () { return state.hidden; };
  T.getStatus = function () { return 'online'; };
  T.setAttributes = function (attrs, cb) { attrs = attrs || {}; core.visitor(attrs.name, attrs.email); if (cb) cb(); };
  T.addTags = function (tags, cb) { if (cb) cb(); };
  T.switchWidget = function (o, cb) { o = o || {}; if (o.propertyId) state.key = String(o.propertyId); core.group(o.widgetId); if (cb) cb(); };
  on('open', function () { if (T.onChatMaximized) T.onChatMaximized(); });
  on('close', function () { if (T.onChatMinimized) T.onChatMinimized(); });
  if (T.onBeforeLoad) T.onBeforeLoad();
  setTimeout(function () { if (T.onLoad) T.onLoad(); });
`,
  // https://developers.freshchat.com/web-sdk/: widget.js defines window.fcWidget; the page calls init.
  freshdesk: `
  var initialized = false;
  window.fcWidget = {
    init: function (cfg) {
      cfg = cfg || {};
      state.key = String(cfg.token || '');
      if (cfg.tags && cfg.tags.length) state.group = String(cfg.tags[0]);
      if (cfg.locale) state.locale = String(cfg.locale);
      if (cfg.firstName || cfg.email) core.visitor(cfg.firstName, cfg.email);
      initialized = true;
      setTimeout(function () { emit('widget:loaded', {}); });
    },
    isInitialized: function () { return initialized; },
    isOpen: function () { return state.open; },
    open: function () { core.open(); },
    close: function () { core.close(); },
    hide: function () { core.hide(); },
    show: function () { core.show(); },
    setTags: function (tags) { core.group(tags && tags.length ? tags[0] : ''); },
    on: function (name, cb) { on(name, cb); },
    destroy: function () { core.destroy(); initialized = false; emit('widget:destroyed', {}); },
    user: {
      setFirstName: function (n) { core.visitor(n, null); return Promise.resolve(); },
      setLocale: function (l) { core.locale(l); return Promise.resolve(); },
      setEmail: function (e) { core.visitor(null, e); return Promise.resolve(); },
      setProperties: function (p) { p = p || {}; core.visitor(p.firstName, p.email); return Promise.resolve(); },
      get: function () { return Promise.resolve({ status: 200, data: { firstName: state.name, email: state.email } }); }
    }
  };
  on('open', function () { emit('widget:opened', {}); });
  on('close', function () { emit('widget:closed', {}); });
`,
  // https://developer.zendesk.com/api-reference/widget/core/: zE(namespace, command, argument).
  zendesk: `
  var settings = window.zESettings && window.zESettings.webWidget;
  var dept = settings && settings.chat && settings.chat.departments && settings.chat.departments.select;
  if (dept != null) state.group = String(dept);
  function applySettings(s) {
    var d = s && s.webWidget && s.webWidget.chat && s.webWidget.chat.departments;
    if (d && d.select != null) core.group(d.select);
  }
  function zE(ns, cmd, arg) {
    if (ns === 'webWidget' || ns === 'messenger') {
      if (cmd === 'open') core.open();
      else if (cmd === 'close') core.close();
      else if (cmd === 'hide') core.hide();
      else if (cmd === 'show') core.show();
      else if (cmd === 'toggle') state.open ? core.close() : core.open();
      else if (cmd === 'identify') core.visitor(arg && arg.name, arg && arg.email);
      else if (cmd === 'prefill') core.visitor(arg && arg.name && arg.name.value, arg && arg.email && arg.email.value);
      else if (cmd === 'updateSettings') applySettings(arg);
      else if (cmd === 'setLocale') core.locale(arg);
      else if (cmd === 'logout' || cmd === 'reset') core.visitor('', '');
    } else if (ns === 'webWidget:on' || ns === 'messenger:on') {
      on(cmd, arg);
    } else if (ns === 'webWidget:get') {
      if (cmd === 'display') return state.hidden ? 'hidden' : 'chat';
    } else if (ns === 'messenger:set') {
      if (cmd === 'conversationTags' && arg && arg.length) core.group(arg[0]);
      else if (cmd === 'locale') core.locale(arg);
    }
  }
  window.zE = zE;
  window.zEmbed = zE;
`,
};

/** The script of one vendor's stand-in. */
export function standInScript(vendor: LiveChatVendor): string {
  return `/* Croupier sandbox: ${VENDOR_TITLES[vendor]} stand-in. */
(function () {
  'use strict';
  var VENDOR = ${JSON.stringify(vendor)};
  var FRAME_TITLES = ${JSON.stringify(frameTitles(vendor))};
${CORE}
${BINDINGS[vendor]}
})();
`;
}
