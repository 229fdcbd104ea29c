type ErrorTree = { message?: unknown; [key: string]: unknown } | undefined;

/**
 * Reading react-hook-form's nested errors at a body's paths (`content.en.title`): the contract
 * resolver (shared/forms/contract-resolver.ts) puts them there, already in English.
 */
function at(errors: unknown, path: string): ErrorTree {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node as ErrorTree;
}

/** The error on exactly `path` (a list's own error sits on its `root`). */
export function ownError(errors: unknown, path: string): string | undefined {
  const node = at(errors, path);
  const own = typeof node?.message === 'string' ? node.message : undefined;
  const root = at(node, 'root');
  return own ?? (typeof root?.message === 'string' ? root.message : undefined);
}

/** The first error at or under `path` (an item of a list typed as text, an amount of a currency). */
export function errorUnder(errors: unknown, path: string): string | undefined {
  const first = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = first(child);
      if (found) return found;
    }
    return undefined;
  };
  return first(at(errors, path));
}
