import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { AuthService } from '../auth/index.ts';
import type { ProfileService } from './service.ts';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService, auth: AuthService) {
  const ok = { success: true };

  // The caller's own uuid and `no-store` are the platform's (registerEndpoint, `PlayerUuid`).
  registerEndpoint(app, endpoints.getProfile, ({ params }) => profiles.get(params.id));
  registerEndpoint(app, endpoints.updateProfile, ({ body, request }) =>
    profiles.update(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.changeEmail, ({ body, request }) =>
    profiles.changeEmail(requirePlayer(request).uuid, body),
  );
  registerEndpoint(app, endpoints.updateSubscription, ({ body, request }) =>
    profiles.updateSubscriptions(requirePlayer(request).uuid, body),
  );

  registerEndpoint(app, endpoints.changePassword, async ({ body, request }) => {
    await profiles.changePassword(requirePlayer(request), body);
    return ok;
  });

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
