import {
  Email,
  ErrorCode,
  ErrorEnvelope,
  HistoryQuery,
  ISSUE_MESSAGES,
  SCHEMA_MESSAGES,
} from '@croupier/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from './errors.ts';

const app = Fastify({ logger: false });
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.post('/check', { schema: { body: z.object({ email: Email, name: z.string().max(3) }) } }, () => ({}));
  app.get('/history', { schema: { querystring: HistoryQuery } }, () => ({}));
  await app.ready();
});
afterAll(() => app.close());

describe('validation errors', () => {
  it("carry each field's translation key, and zod's wording in the message", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/check',
      payload: { email: 'ann', name: 'Annabel' },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelope.parse(res.json());
    expect(body).toMatchObject({
      error: ErrorCode.validation,
      fieldErrors: { email: SCHEMA_MESSAGES.email, name: ISSUE_MESSAGES.tooLong },
    });
    expect(body.message).toMatch(/^Invalid body: .*name: Too big/);
  });

  // The issue the handler gets has no input, so a missing field cannot be told from a wrong type.
  it('give a missing field the invalid key', async () => {
    const res = await app.inject({ method: 'POST', url: '/check', payload: { email: 'ann@example.com' } });
    expect(ErrorEnvelope.parse(res.json()).fieldErrors).toEqual({ name: ISSUE_MESSAGES.invalid });
  });

  it('keep a refinement on the object under its path', async () => {
    const res = await app.inject({ method: 'GET', url: '/history?dateFrom=2026-02-01&dateTo=2026-01-01' });
    expect(ErrorEnvelope.parse(res.json()).fieldErrors).toEqual({ dateFrom: SCHEMA_MESSAGES.dateRange });
  });
});
