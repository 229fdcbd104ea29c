import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { assertSelf, requirePlayer } from '../../platform/auth.ts';
import { registerEndpoint } from '../../platform/http.ts';
import type { AuthService } from '../auth/index.ts';
import type { ProfileService } from './service.ts';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService, auth: AuthService) {
  const ok = { success: true };

  registerEndpoint(app, endpoints.getProfile, ({ params, request, reply }) => {
    assertSelf(request, params.id);
    reply.header('cache-control', 'no-store');
    return profiles.get(params.id);
  });
  registerEndpoint(app, endpoints.updateProfile, ({ params, body, request, reply }) => {
    const player = assertSelf(request, params.id);
    reply.header('cache-control', 'no-store');
    return profiles.update(player.uuid, body);
  });
  registerEndpoint(app, endpoints.changeEmail, ({ params, body, request, reply }) => {
    const player = assertSelf(request, params.id);
    reply.header('cache-control', 'no-store');
    return profiles.changeEmail(player.uuid, body);
  });
  registerEndpoint(app, endpoints.updateSubscription, ({ params, body, request, reply }) => {
    const player = assertSelf(request, params.id);
    reply.header('cache-control', 'no-store');
    return profiles.updateSubscriptions(player.uuid, body);
  });

  registerEndpoint(app, endpoints.reconfirmEmail, async ({ body, player, request }) => {
    await profiles.reconfirmEmail(body, player, request.ip);
    return ok;
  });
  registerEndpoint(app, endpoints.verifyEmail, async ({ body, request }) => {
    await profiles.verifyEmail(body.verificationToken, request.ip);
    return ok;
  });
  registerEndpoint(app, endpoints.sendPhoneCode, ({ body, request }) => {
    const player = assertSelf(request, body.playerUUID);
    auth.assertBrand(body.brandId);
    return profiles.sendPhoneCode(player.uuid, body.sendSms);
  });
  registerEndpoint(app, endpoints.verifyPhone, async ({ body, request }) => {
    const player = assertSelf(request, body.playerUUID);
    await profiles.verifyPhone(player.uuid, body.code, request.ip);
    return ok;
  });
  registerEndpoint(app, endpoints.changePassword, async ({ body, request, reply }) => {
    await profiles.changePassword(requirePlayer(request), body);
    reply.header('cache-control', 'no-store');
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
