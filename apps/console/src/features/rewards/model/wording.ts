import { ISSUE_MESSAGES } from '@croupier/contract/rules/messages';
import type { z } from 'zod';
import type { Wording } from '../../../shared/forms/contract-resolver.ts';

const GENERIC = new Set<string>(Object.values(ISSUE_MESSAGES));

/** The rewards forms' short words for a failure the schema leaves to zod's kind ('Required.'). */
function kindText(issue: z.core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Required.' : `At least ${issue.minimum} characters.`;
      return `At least ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'string' ? `At most ${issue.maximum} characters.` : `At most ${issue.maximum}.`;
    case 'invalid_type':
      return issue.expected === 'number' ? 'Enter a number.' : 'Required.';
    case 'invalid_format':
      return issue.format === 'regex' ? 'Not in the expected form.' : `Enter a valid ${issue.format}.`;
    default:
      return undefined;
  }
}

/**
 * How the rewards forms word an issue on top of the contract's texts: a choice left empty says
 * `unchosen`'s words for its field; a failure with no key of the schema's own is said by its kind.
 */
export function rewardsWording<V extends object>(
  unchosen: Partial<Record<keyof V & string, string>> = {},
): Wording<V> {
  return (issue, field, values) => {
    const empty = (values as Record<string, unknown>)[field] === '';
    const chosen = empty ? unchosen[field as keyof V & string] : undefined;
    return chosen ?? (GENERIC.has(issue.message) ? kindText(issue) : undefined);
  };
}
