import { FIRST_SCREEN_ELEMENT_ID, jsonForScript } from '@croupier/contract/rules/first-screen';
import { describe, expect, it, vi } from 'vitest';

/** A page with the server's inlined answers, then a fresh copy of the module that reads them. */
async function pageWith(answers: Record<string, unknown>) {
  document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(answers)}</script>`;
  vi.resetModules();
  return import('./first-screen.ts');
}

describe('first-screen answers', () => {
  it('answers a call once from the page, whatever the order of its query', async () => {
    const { takeFirstScreenAnswer } = await pageWith({
      '/api/games/default?page=0&size=30': { content: [1] },
    });
    const answer = takeFirstScreenAnswer('/api/games/default?size=30&page=0');
    expect(answer?.status).toBe(200);
    expect(await answer?.json()).toEqual({ content: [1] });
    // Taken: a refetch goes to the network.
    expect(takeFirstScreenAnswer('/api/games/default?page=0&size=30')).toBeUndefined();
    // Read once, then out of the page.
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('has no answer for another call, nor on a page without answers', async () => {
    const { takeFirstScreenAnswer } = await pageWith({ '/api/brand/config': { name: 'x' } });
    expect(takeFirstScreenAnswer('/api/games/default?page=0&size=30')).toBeUndefined();
    document.body.innerHTML = '';
    vi.resetModules();
    const empty = await import('./first-screen.ts');
    expect(empty.takeFirstScreenAnswer('/api/brand/config')).toBeUndefined();
  });

  it('keeps text that looks like markup inside the inlined JSON', async () => {
    const { takeFirstScreenAnswer } = await pageWith({ '/api/brand/config': { name: '</script><b>x' } });
    expect(await takeFirstScreenAnswer('/api/brand/config')?.json()).toEqual({ name: '</script><b>x' });
  });
});
