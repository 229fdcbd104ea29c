import { describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';

describe('sandbox', () => {
  it('answers its health check with the platform it serves', async () => {
    const app = buildSandbox({ platformUrl: 'http://localhost:3000' });
    const res = await app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', platformUrl: 'http://localhost:3000' });
  });
});
