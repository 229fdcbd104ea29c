import {
  type AuthResponse,
  endpoints,
  TOKEN_ALIVE_COOKIE,
  TOKEN_ALIVE_COOKIE_MARGIN_S,
} from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import { pageLanguage } from '../../platform/visitor.ts';
import type { RequestContext } from './deps.ts';
import type { PasswordRecovery } from './recovery.ts';
import type { AuthService } from './service.ts';
import type { SessionService } from './sessions.ts';

const ctx = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  locale: pageLanguage(request),
  requestId: request.id,
});

/** The token-alive cookie (000 §4, §9): readable by the web app, living 60 s less than the token. */
function aliveCookie(maxAgeSeconds: number, secure: boolean): string {
  return `${TOKEN_ALIVE_COOKIE}=1; Max-Age=${Math.max(0, maxAgeSeconds)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function authRoutes(
  app: FastifyInstance,
  s: { auth: AuthService; recovery: PasswordRecovery; sessions: SessionService; secureCookies: boolean },
) {
  const { auth, recovery, sessions } = s;
  const loggedIn = <T extends AuthResponse>(reply: FastifyReply, answer: T): T => {
    reply
      .header('cache-control', 'no-store')
      .header('set-cookie', aliveCookie(answer.expiresIn - TOKEN_ALIVE_COOKIE_MARGIN_S, s.secureCookies));
    return answer;
  };

  registerEndpoint(app, endpoints.signin, async ({ body, request, reply }) =>
    loggedIn(reply, await auth.signin(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.phoneSignin, async ({ body, request, reply }) =>
    loggedIn(reply, await auth.phoneSignin(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.signup, async ({ body, request, reply }) =>
    loggedIn(reply, await auth.signup(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.renewToken, async ({ query, reply }) =>
    loggedIn(reply, await sessions.renew(query.token)),
  );
  registerEndpoint(
    app,
    endpoints.logout,
    async ({ request, reply }) => {
      await sessions.logout(bearerToken(request));
      reply.header('cache-control', 'no-store').header('set-cookie', aliveCookie(0, s.secureCookies));
      return { success: true };
    },
    // Logout reads the token itself: an expired one still ends its session.
    { manualAuth: true },
  );

  registerEndpoint(app, endpoints.smsSend, ({ body, request }) =>
    auth.sendRegistrationCode(body, ctx(request)),
  );
  registerEndpoint(app, endpoints.smsConfirm, async ({ body, request }) => {
    await auth.confirmRegistrationCode(body, ctx(request));
    return { success: true };
  });

  registerEndpoint(app, endpoints.restorePassPhone, ({ body, request }) =>
    recovery.sendPhoneCode(body, ctx(request)),
  );
  registerEndpoint(app, endpoints.resetRequest, async ({ body, request }) => {
    await recovery.requestEmailLink(body, ctx(request));
    return { success: true };
  });
  registerEndpoint(app, endpoints.resetCheck, async ({ body, request }) => {
    await recovery.check(body, ctx(request));
    return { success: true };
  });
  registerEndpoint(app, endpoints.resetPassword, async ({ body, request, reply }) =>
    loggedIn(reply, await recovery.reset(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.unlock, async ({ body, request }) => {
    await recovery.unlock(body, ctx(request));
    return { success: true };
  });
}
