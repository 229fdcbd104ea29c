import { describe, expect, it } from 'vitest';
import { liveChatBody, placeLiveChatIssue } from './live-chat-values.ts';

const row = (language: string) => ({ language, kind: 'TAWK' as const, key: 'k', group: '', scriptUrl: '' });
const values = { groups: [row('default'), row('de')], hiddenOn: '/game\n\n /cashier ' };

describe('the live-chat form values', () => {
  it('become the body: a record by language, optional fields left out, one page a line', () => {
    expect(liveChatBody(values)).toEqual({
      groups: { default: { kind: 'TAWK', key: 'k' }, de: { kind: 'TAWK', key: 'k' } },
      hiddenOn: ['/game', '/cashier'],
    });
  });

  it("place a body path's issue on the row of its language", () => {
    expect(placeLiveChatIssue('groups.de.key', values)).toBe('groups.1.key');
    expect(placeLiveChatIssue('groups.default.scriptUrl', values)).toBe('groups.0.scriptUrl');
    expect(placeLiveChatIssue('groups.de', values)).toBe('groups.1.language');
    expect(placeLiveChatIssue('groups.fr.key', values)).toBe('groups');
    expect(placeLiveChatIssue('hiddenOn.1', values)).toBe('hiddenOn');
  });
});
