import { isAuthPath } from '../../../shared/session/last-visited.ts';

/** Only a path on this site: never another origin, never a protocol-relative '//host'. */
export function safeLocalPath(target: string | null | undefined): string | null {
  if (!target) return null;
  const t = target.trim();
  if (!t.startsWith('/') || t.startsWith('//') || t.startsWith('/\\')) return null;
  return t;
}

function withParams(target: string, params: URLSearchParams): string {
  const qs = params.toString();
  if (!qs) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${qs}`;
}

export interface RedirectInput {
  /** The query string of the login or registration page. */
  search: string;
  /** The brand's configured hard-redirect page, if any: it comes before the last visited page. */
  hardRedirect: string | null;
  /** The brand's configured soft-redirect page, if any: it comes only instead of the root. */
  softRedirect?: string | null | undefined;
  /** The last visited page that is not login, forgot password or registration. */
  lastVisited: string | null;
}

/**
 * Where a successful login goes (000 §2, the redirect levels of 000 §9): the `redirect`
 * parameter's target (keeping the other query parameters when `saveParams=true`); else the
 * hard-redirect page; else the last visited page that is not login, forgot password or
 * registration; else the soft-redirect page; else the root.
 */
export function loginTarget({ search, hardRedirect, softRedirect, lastVisited }: RedirectInput): string {
  const params = new URLSearchParams(search);
  const redirect = safeLocalPath(params.get('redirect'));
  if (redirect) {
    if (params.get('saveParams') !== 'true') return redirect;
    params.delete('redirect');
    params.delete('saveParams');
    return withParams(redirect, params);
  }
  const hard = safeLocalPath(hardRedirect);
  if (hard) return hard;
  const last = safeLocalPath(lastVisited);
  if (last && !isAuthPath(last.split('?')[0]!)) return last;
  return safeLocalPath(softRedirect) ?? '/';
}

/**
 * Where a registration goes after its success wait (000 §2, 001 §2): a campaign link, the
 * redirect parameter, the hard-redirect page, the last visited page (not an auth page), the
 * soft-redirect page, the root.
 */
export function registrationTarget(input: RedirectInput & { campaignLink?: string | null }): string {
  return safeLocalPath(input.campaignLink) ?? loginTarget(input);
}
