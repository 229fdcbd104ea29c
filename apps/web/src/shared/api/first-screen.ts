import { FIRST_SCREEN_ELEMENT_ID, firstScreenKey } from '@croupier/contract/rules/first-screen';

let answers: Map<string, unknown> | undefined;

/** The answers the server inlined in the page (ADR 034, first paint), read once. */
function inlined(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [key, body] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>))
        answers.set(key, body);
    } catch {
      // A page without valid answers loads everything from the network.
    }
  }
  element?.remove();
  return answers;
}

/**
 * The inlined answer of a GET to `url`, as a response, taken once: a later call of the same
 * address (a refetch) goes to the network.
 */
export function takeFirstScreenAnswer(url: string): Response | undefined {
  const key = firstScreenKey(url);
  const all = inlined();
  if (!all.has(key)) return undefined;
  const body = all.get(key);
  all.delete(key);
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
