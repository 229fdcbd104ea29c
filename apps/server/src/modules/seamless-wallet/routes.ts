import {
  ErrorCode,
  SEAMLESS_WALLET_PATH,
  SEAMLESS_WALLET_TOLERANCE_S,
  type SeamlessAnswer,
  SeamlessOperation,
  STUDIO_SIGNATURE_HEADER,
  STUDIO_TIMESTAMP_HEADER,
  seamlessWalletRequests,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkSignedRequest, keepRawJson } from '../../adapters/payments/signature.ts';
import { AppError } from '../../platform/errors.ts';
import { API_PREFIX } from '../../platform/http.ts';
import type { SeamlessWalletService } from './service.ts';

/**
 * `POST /api/seamless-wallet/{operation}`: the game studio's server-to-server calls. The signature
 * is checked over the exact bytes sent before anything is read (401); then the body is validated
 * against the contract (400) and applied.
 */
export function seamlessWalletRoutes(
  app: FastifyInstance,
  opts: { wallet: SeamlessWalletService; secret: string; now: () => number },
) {
  void app.register(async (scope) => {
    keepRawJson(scope, 16 * 1024);
    scope.post<{ Params: { operation: string }; Body: string }>(
      `${API_PREFIX}${SEAMLESS_WALLET_PATH}/:operation`,
      { schema: { hide: true } },
      async (request): Promise<SeamlessAnswer> => {
        const operation = SeamlessOperation.safeParse(request.params.operation);
        if (!operation.success) throw new AppError(404, ErrorCode.notFound, 'No such wallet operation');
        const { body, problem } = checkSignedRequest(request, {
          secret: opts.secret,
          nowMs: opts.now(),
          toleranceS: SEAMLESS_WALLET_TOLERANCE_S,
          timestampHeader: STUDIO_TIMESTAMP_HEADER,
          signatureHeader: STUDIO_SIGNATURE_HEADER,
        });
        if (problem) {
          request.log.warn({ problem, operation: operation.data }, 'seamless wallet call refused');
          throw new AppError(401, ErrorCode.seamlessSignature, `Request signature ${problem}`);
        }
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          throw new AppError(400, ErrorCode.validation, 'The body is not JSON');
        }
        const { wallet } = opts;
        switch (operation.data) {
          case 'balance':
            return wallet.balance(parse(seamlessWalletRequests.balance, json));
          case 'bet':
            return wallet.bet(parse(seamlessWalletRequests.bet, json));
          case 'win':
            return wallet.win(parse(seamlessWalletRequests.win, json));
          case 'rollback':
            return wallet.rollback(parse(seamlessWalletRequests.rollback, json));
        }
      },
    );
  });
}

function parse<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new AppError(400, ErrorCode.validation, `Invalid request: ${z.prettifyError(parsed.error)}`);
}
