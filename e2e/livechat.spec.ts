import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loggedInPlayer, OPERATOR_TOKEN, SANDBOX, unique } from './support.ts';

const operator = { 'x-operator-token': OPERATOR_TOKEN };
const STAND_IN = '{sandbox}/livechat/{kind}.js?key={key}&group={group}';

const KINDS = [
  { kind: 'LIVECHAT', title: 'LiveChat', key: '12345678', group: '2' },
  { kind: 'TAWK', title: 'Tawk', key: 'tawk-property', group: 'widget-en' },
  { kind: 'FRESHDESK', title: 'Freshdesk', key: 'freshchat-token', group: 'english' },
  { kind: 'ZENDESK', title: 'Zendesk', key: 'zendesk-key', group: 'English desk' },
] as const;

/** Switches the brand's widget kind, as an operator does (`PUT /operator/live-chat`). */
async function useWidget(request: APIRequestContext, w: (typeof KINDS)[number]) {
  const res = await request.put('/api/operator/live-chat', {
    headers: operator,
    data: {
      groups: { default: { kind: w.kind, key: w.key, group: w.group, scriptUrl: STAND_IN } },
      hiddenOn: ['/game/'],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function namedPlayer(page: Page, lastName: string) {
  const player = await loggedInPlayer(page, 'chat');
  const named = await page.request.put(`/api/profile/profiles/${player.uuid}`, {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { firstName: 'Ada', lastName },
  });
  expect(named.status(), await named.text()).toBe(200);
  return { ...player, name: `Ada ${lastName}` };
}

// The tests set the brand's one widget in turn: they run in order, in one worker (the config's
// fullyParallel is off), and a failure of one does not skip the others, as serial mode would.

for (const w of KINDS) {
  test(`${w.title}: the player chats with the sandbox agent through the vendor's widget`, async ({
    page,
    context,
  }) => {
    await useWidget(page.request, w);
    const player = await namedPlayer(page, `${w.title}${unique()}`);
    await page.goto('/games');
    await page.getByRole('button', { name: 'Chat with support' }).click();

    const widget = page.frameLocator(`iframe[title="Support chat (${w.title} sandbox)"]`);
    // The adapter passed the player's name and e-mail, and the group, through the vendor's API.
    await expect(widget.getByRole('status')).toHaveText(`Chatting as ${player.name} (${player.email})`);
    await expect(widget.getByText(`Group: ${w.group}`)).toBeVisible();
    const question = `Where is my bonus? (${w.title})`;
    await widget.getByRole('textbox', { name: 'Message' }).fill(question);
    await widget.getByRole('button', { name: 'Send' }).click();
    await expect(widget.getByRole('log', { name: 'Messages' })).toContainText(`You: ${question}`);

    const agent = await context.newPage();
    await agent.goto(`${SANDBOX}/livechat/agent`);
    const conversation = agent.getByRole('region', { name: `Conversation with ${player.name}` });
    await expect(conversation).toContainText(`Visitor: ${question} [group ${w.group}]`);
    await expect(conversation).toContainText(`${w.kind.toLowerCase()} · key ${w.key} · group ${w.group}`);
    const answer = `It is on its way, ${player.name}.`;
    await conversation.getByRole('textbox', { name: `Reply to ${player.name}` }).fill(answer);
    await conversation.getByRole('button', { name: `Send reply to ${player.name}` }).click();
    await agent.close();

    await expect(widget.getByRole('log', { name: 'Messages' })).toContainText(`Agent: ${answer}`);
  });
}

test('the lobby’s first load fetches no widget script; the brand hides the widget on game pages', async ({
  page,
}) => {
  await useWidget(page.request, KINDS[1]);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${SANDBOX}/livechat/`)) scripts.push(r.url());
  });
  await page.goto('/');
  // The launcher shows once the page is idle and the settings came: the script is still not asked for.
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(scripts).toEqual([]);

  // Asked for: now it loads.
  await page.getByRole('button', { name: 'Chat with support' }).click();
  await expect(
    page.frameLocator('iframe[title="Support chat (Tawk sandbox)"]').getByRole('status'),
  ).toBeVisible();
  expect(scripts.some((u) => u.includes('/livechat/tawk.js'))).toBe(true);

  // A page the brand lists in hiddenOn: neither the launcher nor the chat window shows.
  await page.goto('/game/unknown-game-for-the-chat-test');
  await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
});

test('the agent page keeps a reply being typed, and its caret, while other conversations arrive', async ({
  page,
  request,
}) => {
  const say = async (name: string, text: string) => {
    const res = await request.post(`${SANDBOX}/livechat/api/conversations/agent-${unique()}/messages`, {
      data: { vendor: 'livechat', name, text },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const first = `Ada First${unique()}`;
  const second = `Ada Second${unique()}`;
  await say(first, 'Hello?');
  await page.goto(`${SANDBOX}/livechat/agent`);
  const conversation = page.getByRole('region', { name: `Conversation with ${first}` });
  const reply = conversation.getByRole('textbox', { name: `Reply to ${first}` });
  await reply.fill('Thank for waiting');
  await reply.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(5, 5));

  // Another visitor writes: the page refreshes and shows it, and the reply box is as it was.
  await say(second, 'Hi');
  await expect(page.getByRole('region', { name: `Conversation with ${second}` })).toBeVisible();
  await expect(reply).toBeFocused();
  expect(await reply.evaluate((box: HTMLTextAreaElement) => box.selectionStart)).toBe(5);
  await page.keyboard.type(' you');
  await expect(reply).toHaveValue('Thank you for waiting');
  await conversation.getByRole('button', { name: `Send reply to ${first}` }).click();
  await expect(conversation).toContainText('Agent: Thank you for waiting');
  await expect(reply).toHaveValue('');
});
