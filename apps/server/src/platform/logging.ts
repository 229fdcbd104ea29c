import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach the logs (the renewal call carries the token in its URL). */
const SECRET_PARAMS = /([?&](?:token|code|password|session_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino serializer for requests: Fastify's default fields, with secrets in the URL redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
