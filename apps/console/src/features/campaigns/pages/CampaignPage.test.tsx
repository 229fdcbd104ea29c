import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '../../../test/endpoint-stub.ts';
import { pageFor } from '../../../test/page-stub.ts';
import { ADMIN, renderConsole } from '../../../test/render.tsx';
import { campaign, TEMPLATE } from '../test-data.ts';

const create = () => screen.getByRole('button', { name: 'Create the campaign' });
const field = (name: string) => screen.getByLabelText(name);
const described = (name: string) => field(name).getAttribute('aria-describedby') ?? '';
/** The error shown for the field (its description that says what is wrong). */
const errorOf = (name: string) =>
  described(name)
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the campaign form', () => {
  it('checks the fields with the contract before sending anything', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ listRewardTemplates: () => [TEMPLATE] });
    renderConsole('/campaigns/new', ADMIN);
    await screen.findByRole('option', { name: 'Casino reload (BONUS)' });
    await user.click(create());
    expect(await screen.findByText('Some fields need attention.')).toBeInTheDocument();
    expect(errorOf('Name')).toBe('This field is required.');
    expect(errorOf('Level 1 reward')).toBe('Choose a reward template.');
    expect(errorOf('Title (en)')).toBe('This field is required.');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.id === 'createCampaign')).toBe(false);
  });

  it("names each wrong value with the contract's message", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ listRewardTemplates: () => [TEMPLATE] });
    renderConsole('/campaigns/new', ADMIN);
    await screen.findByRole('option', { name: 'Casino reload (BONUS)' });
    await user.type(field('Name'), 'Friday deposit');
    await user.selectOptions(field('Level 1 reward'), 'Casino reload (BONUS)');
    await user.type(field('Title (en)'), 'Friday reload');
    await user.type(field('Level 1 smallest deposit'), 'USD twenty');
    await user.type(field('Only these countries'), 'Germany');
    await user.type(field('Button link (en)'), 'https://elsewhere.example');
    await user.type(field('Starts'), '2026-12-10T10:00');
    await user.type(field('Ends'), '2026-12-01T10:00');
    await user.click(create());
    await screen.findByText('The end date must come after the start date.');
    expect(errorOf('Ends')).toBe('The end date must come after the start date.');
    expect(errorOf('Level 1 smallest deposit')).toBe('Enter an amount with digits and at most one dot.');
    expect(errorOf('Only these countries')).toBe('must be a two-letter country code such as US');
    expect(errorOf('Button link (en)')).toBe('The link must be a path on this site.');

    // A wagering campaign needs each level's amount.
    await user.selectOptions(field('Trigger'), 'Wagering');
    await user.click(create());
    expect(await screen.findByText('Each level needs an amount to wager.')).toBeInTheDocument();
    expect(calls.some((c) => c.id === 'createCampaign')).toBe(false);
  });

  it('shows the promotion as a player sees it while the texts are typed', async () => {
    const user = userEvent.setup();
    stubApi({ listRewardTemplates: () => [TEMPLATE] });
    renderConsole('/campaigns/new', ADMIN);
    await user.type(await screen.findByLabelText('Title (en)'), 'Friday reload');
    await user.type(field('Description (en)'), 'Half your deposit again');
    const preview = await screen.findByRole('article', { name: 'Preview: Friday reload' });
    await waitFor(() => expect(preview).toHaveTextContent('Half your deposit again'));
    expect(within(preview).getByText('Opt in')).toBeInTheDocument();
    expect(within(preview).getByText('Open')).toBeInTheDocument();
    await user.click(field('Players join by opting in'));
    await user.type(field('Button link (en)'), '/deposit');
    expect(await within(preview).findByText('Get the bonus')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A guest' }));
    await waitFor(() => expect(within(preview).queryByText('Open')).not.toBeInTheDocument());
    // Another language: its own texts, the preview follows.
    await user.type(field('New language code'), 'de');
    await user.click(screen.getByRole('button', { name: 'Add the language' }));
    await user.type(field('Title (de)'), 'Freitags-Bonus');
    expect(await screen.findByRole('article', { name: 'Preview: Freitags-Bonus' })).toBeInTheDocument();
  });

  it('sends the body, shows a refusal by its field, and schedules the new campaign', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const calls = stubApi({
      listRewardTemplates: () => [TEMPLATE],
      createCampaign: () =>
        ++tries === 1
          ? refusal(400, 'error.validation', 'Invalid body', { 'content.en.title': 'fields.errors.too-long' })
          : campaign(),
      getCampaign: () => campaign(),
      listCampaignPlayers: (call) => pageFor([], call),
      scheduleCampaign: () => campaign({ state: 'PENDING' }),
    });
    renderConsole('/campaigns/new', ADMIN);
    await screen.findByRole('option', { name: 'Casino reload (BONUS)' });
    await user.type(field('Name'), 'Friday deposit');
    await user.selectOptions(field('Level 1 reward'), 'Casino reload (BONUS)');
    await user.type(field('Level 1 smallest deposit'), 'usd 20.00');
    await user.type(field('Title (en)'), 'Friday reload');
    await user.type(field('Starts'), '2026-11-20T10:00');
    await user.click(create());
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(errorOf('Title (en)')).toBe('This is too long.');
    expect(calls.find((c) => c.id === 'createCampaign')?.body).toMatchObject({
      name: 'Friday deposit',
      trigger: 'deposit',
      levels: [{ templateUUID: TEMPLATE.templateUUID, minDeposit: { USD: '20.00' }, wager: {} }],
      content: { en: { title: 'Friday reload', buttonLink: null } },
      startsAt: '2026-11-20T10:00:00.000Z',
      endsAt: null,
    });

    await user.click(create());
    expect(
      await screen.findByText('Campaign created as a draft: schedule it when it is ready.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'State: Draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('heading', { name: 'State: Scheduled' })).toBeInTheDocument();
    expect(screen.getByText('Scheduled: the campaign is now scheduled.')).toBeInTheDocument();
  });

  it('says a refusal without a field under the form, and a refused move beside the moves', async () => {
    const user = userEvent.setup();
    stubApi({
      listRewardTemplates: () => [TEMPLATE],
      getCampaign: () => campaign({ state: 'ACTIVE' }),
      listCampaignPlayers: (call) => pageFor([], call),
      updateCampaign: () => refusal(404, 'error.reward.template.not-found', 'Reward template not found'),
      cancelCampaign: () => refusal(409, 'error.campaign.state', 'A FINISHED campaign cannot be cancelled'),
    });
    renderConsole(`/campaigns/${campaign().campaignUUID}`, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Save the campaign' }));
    expect(await screen.findByText('Reward template not found')).toBeInTheDocument();
    // An active campaign keeps its trigger and levels.
    expect(field('Trigger')).toBeDisabled();
    expect(field('Level 1 reward')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel the campaign…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the campaign' }));
    expect(await screen.findByText('A FINISHED campaign cannot be cancelled')).toBeInTheDocument();
  });

  it('shows an ended campaign without a way to change it, and offers only to delete it', async () => {
    stubApi({
      listRewardTemplates: () => [TEMPLATE],
      getCampaign: () => campaign({ state: 'FINISHED' }),
      listCampaignPlayers: (call) => pageFor([], call),
    });
    renderConsole(`/campaigns/${campaign().campaignUUID}`, ADMIN);
    expect(await screen.findByText('This campaign has ended: it can no longer change.')).toBeInTheDocument();
    expect(field('Name')).toBeDisabled();
    expect(field('Name')).toHaveValue('Friday deposit');
    expect(screen.queryByRole('button', { name: 'Save the campaign' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete…' })).toBeInTheDocument();
  });
});
