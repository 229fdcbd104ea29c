import {
  ErrorCode,
  errorStatus,
  OPERATOR_API_KEY_HEADER,
  OPERATOR_KEY_HEADER,
  OPERATOR_SESSION_COOKIE,
} from '@croupier/contract';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { installErrorHandling } from './errors.ts';
import { API_PREFIX } from './http.ts';
import { errSerializer, logMethod, serializeRequest } from './logging.ts';

/** A caller's request id is kept when it is short and plain (it reaches logs and partners' calls). */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Generated ids: this process's random prefix and a counter, unique enough across replicas. */
const idPrefix = Math.random().toString(36).slice(2, 8);
let idCounter = 0;

/** Fastify's `genReqId`: the incoming `x-request-id` when valid, else a new one. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  idCounter = (idCounter + 1) % 0x7fffffff;
  return `${idPrefix}-${idCounter.toString(36)}`;
}

export interface ServerOptions {
  logger?: boolean | undefined;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void } | undefined;
  /** The listener of several brands' instances (platform/host-dispatch.ts); unset: Fastify's own server. */
  serverFactory?: FastifyServerFactory | undefined;
}

/**
 * The Fastify instance every module registers on: logging without secrets, the client address behind
 * the configured proxies, time-outs, the contract's zod validation, the error envelope, compression
 * and the OpenAPI description of every call.
 */
export async function createServer(config: Config, o: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      o.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            // Tokens, codes and passwords never reach the logs.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Errors field by field, without the parameters of a failed statement (logging.ts).
            serializers: { req: serializeRequest, err: errSerializer },
            hooks: { logMethod },
            ...(o.logStream && { stream: o.logStream }),
          },
    // Behind N proxies, the client address is the one the nearest N hops report.
    trustProxy:
      config.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS : false,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    // Every log line carries it as `reqId`; the response echoes it (observability.ts).
    genReqId: requestId,
    ...(o.serverFactory && { serverFactory: o.serverFactory }),
    // What the router refuses before any route runs (a path it cannot decode: a lone surrogate's
    // bytes, a malformed escape) leaves as the contract's envelope too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(errorStatus(ErrorCode.validation))
        .send({ error: ErrorCode.validation, message: `Invalid request: ${error.message}` }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Croupier platform API',
        description: 'The calls of specs 000 §7 and 001 §7. Every path is served under /api.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The operator API (/api/operator/…, docs/decisions/047-operator-identity.md): a console
          // session's cookie, a named API key, or OPERATOR_TOKEN from loopback only.
          operatorSession: { type: 'apiKey', in: 'cookie', name: OPERATOR_SESSION_COOKIE },
          operatorApiKey: { type: 'apiKey', in: 'header', name: OPERATOR_API_KEY_HEADER },
          operatorToken: { type: 'apiKey', in: 'header', name: OPERATOR_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
  return app;
}
