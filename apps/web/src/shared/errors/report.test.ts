import { describe, expect, it } from 'vitest';
import { buildEnvelope, framesOf } from './report.ts';

describe('error envelopes (Sentry format)', () => {
  it('carry the error, release, page and player id, and nothing else about the player', () => {
    const text = buildEnvelope(new TypeError('boom'), {
      release: 'croupier@1',
      page: '/login',
      player: '6f1c2a3e-1111-4222-8333-944455556666',
      kind: 'login',
    });
    const [header, item, payload, extra] = text.split('\n');
    expect(extra).toBeUndefined();
    const event = JSON.parse(payload ?? '{}');
    expect(JSON.parse(header ?? '{}').event_id).toBe(event.event_id);
    expect(JSON.parse(item ?? '{}')).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      release: 'croupier@1',
      tags: { page: '/login', source: 'login' },
      user: { id: '6f1c2a3e-1111-4222-8333-944455556666' },
      exception: {
        values: [{ type: 'TypeError', value: 'boom', stacktrace: { frames: expect.any(Array) } }],
      },
    });
    expect(Object.keys(event.user)).toEqual(['id']);
    expect(event.event_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reports a guest without a user, and a thrown non-Error by its text', () => {
    const event = JSON.parse(
      buildEnvelope('plain', { release: 'r', page: '/', player: null }).split('\n')[2] ?? '{}',
    );
    expect(event.user).toBeUndefined();
    expect(event.exception.values[0]).toEqual({ type: 'Error', value: 'plain' });
  });

  it("sends the stack's frames outermost first, each script by its path without a query", () => {
    const stack = [
      'TypeError: boom',
      '    at renderCashier (https://casino.example/assets/cashier.js?token=secret:42:7)',
      '    at https://casino.example/assets/index.js:10:2',
      'outer@https://casino.example/assets/old.js:3:4',
      '    at <anonymous>',
    ].join('\n');
    expect(framesOf(stack)).toEqual([
      { function: 'outer', filename: '/assets/old.js', lineno: 3, colno: 4 },
      { function: '?', filename: '/assets/index.js', lineno: 10, colno: 2 },
      { function: 'renderCashier', filename: '/assets/cashier.js', lineno: 42, colno: 7 },
    ]);
  });
});
