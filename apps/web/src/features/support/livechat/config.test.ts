import type { LiveChatConfig } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { groupFor, hiddenOn, scriptUrl } from './config.ts';

const config: LiveChatConfig = {
  groups: {
    default: { kind: 'TAWK', key: 'prop', group: 'default-widget' },
    de: { kind: 'TAWK', key: 'prop', group: 'german widget' },
  },
  hiddenOn: ['/game', '/deposit/'],
};

describe('live-chat settings (000 §3)', () => {
  it('picks the language’s group, its base language’s, else the default', () => {
    expect(groupFor(config, 'de')?.group).toBe('german widget');
    expect(groupFor(config, 'de-AT')?.group).toBe('german widget');
    expect(groupFor(config, 'en')?.group).toBe('default-widget');
  });

  it('hides on a listed path and below it, not on a path that only starts alike', () => {
    expect(hiddenOn(config, '/game/starburst')).toBe(true);
    expect(hiddenOn(config, '/game')).toBe(true);
    expect(hiddenOn(config, '/games')).toBe(false);
    expect(hiddenOn(config, '/deposit')).toBe(false);
    expect(hiddenOn(config, '/deposit/card')).toBe(true);
  });

  it('loads the vendor’s own script unless an address is configured', () => {
    expect(scriptUrl(config.groups.de!)).toBe('https://embed.tawk.to/prop/german%20widget');
    expect(scriptUrl({ kind: 'ZENDESK', key: 'k&1' })).toBe(
      'https://static.zdassets.com/ekr/snippet.js?key=k%261',
    );
    expect(
      scriptUrl({
        kind: 'FRESHDESK',
        key: 'tok',
        group: 'en',
        scriptUrl: 'http://sandbox/livechat/{kind}.js?key={key}&group={group}',
      }),
    ).toBe('http://sandbox/livechat/freshdesk.js?key=tok&group=en');
    expect(scriptUrl({ kind: 'NONE', key: '' })).toBeUndefined();
  });
});
