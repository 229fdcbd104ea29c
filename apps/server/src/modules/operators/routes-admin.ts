import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http.ts';
import { operatorOf } from '../../platform/operator.ts';
import { actorName, type OperatorAccounts } from './accounts.ts';
import type { ApiKeys } from './api-keys.ts';
import type { AuditLog } from './audit.ts';

/** The admin's calls (operators, API keys) and the audit log (admin and compliance). */
export function operatorAdminRoutes(
  app: FastifyInstance,
  s: { accounts: OperatorAccounts; keys: ApiKeys; audit: AuditLog },
) {
  const { accounts, keys, audit } = s;
  registerEndpoint(app, endpoints.listOperators, () => accounts.list());
  registerEndpoint(app, endpoints.createOperator, ({ body, request }) =>
    accounts.create(body.email, body.roles, actorName(operatorOf(request))),
  );
  registerEndpoint(app, endpoints.updateOperator, ({ params, body }) =>
    accounts.update(params.operatorId, body),
  );
  registerEndpoint(app, endpoints.reissueEnrolment, ({ params }) =>
    accounts.reissueEnrolment(params.operatorId),
  );
  registerEndpoint(app, endpoints.listApiKeys, () => keys.list());
  registerEndpoint(app, endpoints.createApiKey, ({ body, request }) =>
    keys.create(body.name, body.roles, actorName(operatorOf(request))),
  );
  registerEndpoint(app, endpoints.revokeApiKey, ({ params }) => keys.revoke(params.keyId));
  registerEndpoint(app, endpoints.operatorAuditLog, ({ query }) =>
    audit.page({
      ...query,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
    }),
  );
}
