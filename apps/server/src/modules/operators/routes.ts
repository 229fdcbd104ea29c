import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import { operatorOf } from '../../platform/operator.ts';
import type { OperatorAccounts } from './accounts.ts';
import type { RequestContext } from './deps.ts';
import type { ConsoleSessions } from './sessions.ts';
import type { OperatorSignIn } from './sign-in.ts';

const ctx = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/** Sign-in (public), sign-out and the signed-in operator's own account. */
export function operatorAuthRoutes(
  app: FastifyInstance,
  s: { signIn: OperatorSignIn; accounts: OperatorAccounts; sessions: ConsoleSessions },
) {
  const { signIn, accounts, sessions } = s;
  const begun = <T>(
    reply: FastifyReply,
    started: { session: Parameters<ConsoleSessions['setCookies']>[1]; answer: T },
  ) => {
    sessions.setCookies(reply, started.session);
    reply.header('cache-control', 'no-store');
    return started.answer;
  };
  const noStore = <T>(reply: FastifyReply, answer: T) => {
    reply.header('cache-control', 'no-store');
    return answer;
  };

  registerEndpoint(app, endpoints.operatorSignIn, async ({ body, request, reply }) =>
    noStore(reply, await signIn.signIn(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.operatorActivate, async ({ body, request, reply }) =>
    noStore(reply, await signIn.activate(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.operatorEnrol, async ({ body, request, reply }) =>
    begun(reply, await signIn.enrol(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.operatorVerify, async ({ body, request, reply }) =>
    begun(reply, await signIn.verify(body, ctx(request))),
  );
  registerEndpoint(app, endpoints.operatorSignOut, async ({ request, reply }) => {
    const answer = await accounts.signOut(operatorOf(request));
    sessions.clearCookies(reply);
    return answer;
  });
  registerEndpoint(app, endpoints.operatorSignOutEverywhere, async ({ request, reply }) => {
    const answer = await accounts.signOutEverywhere(operatorOf(request));
    sessions.clearCookies(reply);
    return answer;
  });
  registerEndpoint(app, endpoints.operatorAccount, ({ request }) => accounts.me(operatorOf(request)));
  registerEndpoint(app, endpoints.operatorChangePassword, ({ body, request }) =>
    accounts.changePassword(operatorOf(request), body),
  );
  registerEndpoint(app, endpoints.operatorRecoveryCodes, ({ body, request }) =>
    accounts.regenerateRecoveryCodes(operatorOf(request), body.totpCode),
  );
  registerEndpoint(app, endpoints.operatorMySessions, ({ request }) =>
    accounts.sessions(operatorOf(request)),
  );
}
