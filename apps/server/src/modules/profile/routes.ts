import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { AuthService } from '../auth/index.ts';
import type { ProfileService } from './service.ts';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService, auth: AuthService) {
  registerEndpoint(app, endpoints.getProfile, ({ params, request, reply }) => {
    assertSelf(request, params.id);
    reply.header('cache-control', 'no-store');
    return profiles.get(params.id);
  });

  const ok = { success: true };
  registerEndpoint(app, endpoints.checkEmail, async ({ body, request }) => {
    await auth.assertFree({ field: 'email', email: body.email }, body.brandId, { ip: request.ip });
    return ok;
  });
  registerEndpoint(app, endpoints.checkLogin, async ({ body, request }) => {
    await auth.assertFree({ field: 'login', login: body.login }, body.brandId, { ip: request.ip });
    return ok;
  });
  registerEndpoint(app, endpoints.checkPhone, async ({ body, request }) => {
    await auth.assertFree({ field: 'phone', phone: body.phone, phoneCode: body.phoneCode }, body.brandId, {
      ip: request.ip,
    });
    return ok;
  });
}
