import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentMethodsQuery } from '../features/payments/api/get-payment-methods.ts';
import { session } from '../shared/session/index.ts';
import { json, stubApi } from '../test/api-stub.ts';
import { warmUpDeposit } from './warm-up-deposit.ts';

const UUID = '7d0c3c6e-1111-4222-8333-944445555666';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('the deposit warm-up (000 §4)', () => {
  it("loads the player's deposit methods in their currency into the deposit form's query", async () => {
    session.start({ token: 't', uuid: UUID, logged: true });
    const methods = [
      {
        id: 'card',
        name: 'Card',
        aggregatorId: 'sandbox',
        paymentType: 'deposit',
        currency: 'EUR',
        limits: { min: 1, max: 10000 },
        processingTime: 'instant',
      },
    ];
    const calls = stubApi({ 'GET /payment-method/methods_for_player': () => json(methods) });
    const queryClient = new QueryClient();
    await warmUpDeposit(queryClient, UUID, 'EUR');
    expect(calls.map((c) => `${c.path}${c.search}`)).toEqual([
      '/payment-method/methods_for_player?paymentType=deposit&currency=EUR',
    ]);
    expect(queryClient.getQueryState(paymentMethodsQuery(UUID, 'deposit', 'EUR').queryKey)?.status).toBe(
      'success',
    );
  });
});
