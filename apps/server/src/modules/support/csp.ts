import type { LiveChatConfig } from '@croupier/contract';

export interface ChatSources {
  script: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

/** Where each vendor's widget loads its script, frames, connections and images from. */
const VENDOR_SOURCES: Record<string, ChatSources> = {
  LIVECHAT: {
    script: ['https://cdn.livechatinc.com'],
    frame: ['https://secure.livechatinc.com'],
    connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
    img: ['https://*.livechatinc.com'],
  },
  TAWK: {
    script: ['https://embed.tawk.to', 'https://*.tawk.to'],
    frame: ['https://*.tawk.to'],
    connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
    img: ['https://*.tawk.to'],
  },
  FRESHDESK: {
    script: ['https://wchat.freshchat.com', 'https://*.freshchat.com'],
    frame: ['https://*.freshchat.com'],
    connect: ['https://*.freshchat.com', 'wss://*.freshchat.com'],
    img: ['https://*.freshchat.com'],
  },
  ZENDESK: {
    script: ['https://static.zdassets.com'],
    frame: ['https://*.zendesk.com'],
    connect: [
      'https://*.zendesk.com',
      'wss://*.zendesk.com',
      'https://*.zdassets.com',
      'https://*.zopim.com',
      'wss://*.zopim.com',
    ],
    img: ['https://*.zendesk.com', 'https://*.zdassets.com'],
  },
};

/**
 * The Content-Security-Policy sources the configured chat widgets need (ADR 028): their vendor's
 * hosts, or, for a configured script address (the sandbox's stand-in), that address's origin, which
 * also serves its chat window.
 */
export function chatSources(config: LiveChatConfig): ChatSources {
  const out: ChatSources = { script: [], frame: [], connect: [], img: [] };
  for (const group of Object.values(config.groups)) {
    if (group.kind === 'NONE') continue;
    if (group.scriptUrl) {
      try {
        const origin = new URL(group.scriptUrl).origin;
        out.script.push(origin);
        out.frame.push(origin);
      } catch {
        // Not an absolute address: nothing to allow.
      }
      continue;
    }
    const vendor = VENDOR_SOURCES[group.kind];
    if (!vendor) continue;
    for (const k of ['script', 'frame', 'connect', 'img'] as const) out[k].push(...vendor[k]);
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(out.script),
    frame: unique(out.frame),
    connect: unique(out.connect),
    img: unique(out.img),
  };
}
