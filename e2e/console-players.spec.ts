import { type Endpoint, endpoints, OPERATOR_CSRF_COOKIE, OPERATOR_CSRF_HEADER } from '@croupier/contract';
import { fillPath } from '@croupier/contract/http';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { generate } from 'otplib';
import { loggedInPlayer, OPERATOR_TOKEN, unique } from './support.ts';

// A manual adjustment with a second operator (ADR 050): a finance operator finds a player and
// credits 10.00 with a reason; above the threshold it waits; the same operator may not approve it,
// another does, and the player's header shows the money. The operators sign in as the console
// does (password, then the authenticator's code) and call the console's API with their session;
// the console's own screens for this come with its sign-in.

const call = async (
  ctx: APIRequestContext,
  endpoint: Endpoint,
  o: { params?: object; query?: object; body?: unknown } = {},
) => {
  const cookies = (await ctx.storageState()).cookies;
  const csrf = cookies.find((c) => c.name === OPERATOR_CSRF_COOKIE)?.value;
  return ctx.fetch(`/api${fillPath(endpoint.path, o.params as Record<string, string>)}`, {
    method: endpoint.method,
    params: o.query as Record<string, string>,
    data: o.body,
    headers: csrf && endpoint.method !== 'GET' ? { [OPERATOR_CSRF_HEADER]: csrf } : {},
  });
};

/** A new operator with these roles, enrolled and signed in: a request context holding the session. */
async function signedInOperator(baseURL: string, roles: string[]) {
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-operator-token': OPERATOR_TOKEN },
  });
  const email = `finance-${unique()}@example.com`;
  const created = await call(admin, endpoints.createOperator, { body: { email, roles } });
  expect(created.status(), await created.text()).toBe(200);
  const token = (await created.json()).enrolment.token as string;
  await admin.dispose();

  const ctx = await playwrightRequest.newContext({ baseURL });
  const activated = await call(ctx, endpoints.operatorActivate, {
    body: { token, password: `Long enough ${unique()}` },
  });
  expect(activated.status(), await activated.text()).toBe(200);
  const step = (await activated.json()) as { challenge: string; secret: string };
  const code = await generate({ secret: step.secret });
  const enrolled = await call(ctx, endpoints.operatorEnrol, { body: { challenge: step.challenge, code } });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return { ctx, email };
}

test('a finance operator credits 10.00, another approves it, and the player sees it', async ({
  page,
  baseURL,
}) => {
  const player = await loggedInPlayer(page, 'adjusted');
  const balance = page.getByRole('banner').getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Total$0.00');

  const admin = await playwrightRequest.newContext({
    baseURL: baseURL as string,
    extraHTTPHeaders: { 'x-operator-token': OPERATOR_TOKEN },
  });
  // Credits above 5.00 wait for a second operator while this journey runs.
  const rules = await call(admin, endpoints.setAdjustmentRules, { body: { thresholds: { USD: '5.00' } } });
  expect(rules.status(), await rules.text()).toBe(200);
  try {
    const maker = await signedInOperator(baseURL as string, ['finance']);
    const checker = await signedInOperator(baseURL as string, ['finance']);

    const found = await call(maker.ctx, endpoints.searchPlayers, {
      query: { query: player.email.toUpperCase() },
    });
    expect((await found.json()).content.map((p: { uuid: string }) => p.uuid)).toEqual([player.uuid]);
    const made = await call(maker.ctx, endpoints.createAdjustment, {
      params: { playerUUID: player.uuid },
      body: {
        direction: 'CREDIT',
        amount: '10.00',
        reason: 'Goodwill for a late payout',
        key: crypto.randomUUID(),
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const adjustment = (await made.json()) as { id: string; status: string };
    expect(adjustment.status).toBe('PENDING_APPROVAL');

    const own = await call(maker.ctx, endpoints.approveAdjustment, {
      params: { adjustmentId: adjustment.id },
    });
    expect(own.status()).toBe(403);
    expect((await own.json()).error).toBe('error.adjustment.self-approval');
    await page.reload();
    await expect(balance).toContainText('Total$0.00');

    const approved = await call(checker.ctx, endpoints.approveAdjustment, {
      params: { adjustmentId: adjustment.id },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    expect(await approved.json()).toMatchObject({
      status: 'APPLIED',
      requestedBy: maker.email,
      decidedBy: checker.email,
    });
    await page.reload();
    await expect(balance).toContainText('Total$10.00');
    await Promise.all([maker.ctx.dispose(), checker.ctx.dispose()]);
  } finally {
    await call(admin, endpoints.setAdjustmentRules, { body: { thresholds: {} } });
    await admin.dispose();
  }
});
