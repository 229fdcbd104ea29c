import {
  ErrorCode,
  SEAMLESS_WALLET_PATH,
  SEAMLESS_WALLET_TOLERANCE_S,
  type SeamlessAnswer,
  SeamlessOperation,
  SeamlessWinRequest,
  seamlessWalletRequests,
} from '@croupier/contract';
import { STUDIO_SIGNATURE_HEADERS } from '@croupier/contract/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { API_PREFIX } from '../../platform/http.ts';
import type { Metrics } from '../../platform/metrics.ts';
import { registerSignedCallbacks } from '../../platform/signed-callback.ts';
import type { SeamlessWalletService } from './service.ts';

/**
 * `POST /api/seamless-wallet/{operation}`: the game studio's server-to-server calls. The signature
 * is checked over the exact bytes sent before anything is read (401); then the body is validated
 * against the contract (400) and applied.
 */
export function seamlessWalletRoutes(
  app: FastifyInstance,
  opts: { wallet: SeamlessWalletService; secret: string; now: () => number; metrics: Metrics },
) {
  // One series per operation, made once: a call adds one to a number (ADR 069).
  const callsTotal = opts.metrics.counter(
    'seamless_wallet_calls_total',
    'Game studio wallet calls taken, by operation',
    'operation',
  );
  const refusalsTotal = opts.metrics.counter(
    'seamless_wallet_refusals_total',
    'Game studio wallet calls refused (signature, validation, funds, duplicates …), by operation',
    'operation',
  );
  const calls = Object.fromEntries(SeamlessOperation.options.map((op) => [op, callsTotal.of(op)]));
  const refusals = Object.fromEntries(SeamlessOperation.options.map((op) => [op, refusalsTotal.of(op)]));
  const operationOf = (request: FastifyRequest) => {
    const { operation } = request.params as { operation: string };
    const parsed = SeamlessOperation.safeParse(operation);
    if (!parsed.success) throw new AppError(ErrorCode.notFound, 'No such wallet operation');
    return parsed.data;
  };
  registerSignedCallbacks(
    app,
    {
      headers: STUDIO_SIGNATURE_HEADERS,
      secret: opts.secret,
      toleranceS: SEAMLESS_WALLET_TOLERANCE_S,
      now: opts.now,
      bodyLimit: 16 * 1024,
      guard: operationOf,
      refuse: (problem, request) => {
        const operation = operationOf(request);
        calls[operation]!.value++;
        refusals[operation]!.value++;
        request.log.warn({ problem, operation }, 'seamless wallet call refused');
        return new AppError(ErrorCode.seamlessSignature, `Request signature ${problem}`);
      },
    },
    (scope) => {
      scope.post<{ Params: { operation: string }; Body: unknown }>(
        `${API_PREFIX}${SEAMLESS_WALLET_PATH}/:operation`,
        { schema: { hide: true } },
        async (request): Promise<SeamlessAnswer> => {
          const operation = operationOf(request);
          calls[operation]!.value++;
          try {
            return await answer(opts.wallet, operation, request.body);
          } catch (err) {
            refusals[operation]!.value++;
            throw err;
          }
        },
      );
    },
  );
}

function answer(
  wallet: SeamlessWalletService,
  operation: SeamlessOperation,
  json: unknown,
): Promise<SeamlessAnswer> {
  switch (operation) {
    case 'balance':
      return wallet.balance(parse(seamlessWalletRequests.balance, json));
    case 'bet':
      return wallet.bet(parse(seamlessWalletRequests.bet, json));
    case 'win':
      return wallet.win(parse(SeamlessWinRequest, json));
    case 'rollback':
      return wallet.rollback(parse(seamlessWalletRequests.rollback, json));
  }
}

function parse<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new AppError(ErrorCode.validation, `Invalid request: ${z.prettifyError(parsed.error)}`);
}
