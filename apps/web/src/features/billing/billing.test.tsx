import { planMessages, type UserTier } from '@podbite/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const tier = (overrides: Partial<UserTier> = {}): UserTier => ({
  tier: 'PRO',
  isTrialActive: true,
  trialEndDate: '2030-01-08T00:00:00.000Z',
  trialDaysLeft: 5,
  credits: 3,
  generationsLeftThisWeek: 7,
  weekResetsAt: '2030-01-14T00:00:00.000Z',
  savesLeft: null,
  audio: true,
  ads: false,
  subscription: null,
  ...overrides,
});
const basic = tier({
  tier: 'BASIC',
  isTrialActive: false,
  trialDaysLeft: 0,
  audio: false,
  ads: true,
  savesLeft: 2,
});

function openProfile(userTier: UserTier, extra: Record<string, () => Response> = {}) {
  const api = stubApi({
    'GET /api/me': signedIn,
    'GET /api/listen-preferences': () => jsonResponse(200, { mode: null }),
    'GET /api/user-tier': () => jsonResponse(200, userTier),
    ...extra,
  });
  return { ...api, app: renderApp('/profile') };
}

describe('Membership Tier', () => {
  it('shows the trial days left, credits and generations left', async () => {
    openProfile(tier());
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('ProTrial');
    expect(screen.getByText('5 days left in your Pro trial')).toBeInTheDocument();
    expect(screen.getByTestId('credits')).toHaveTextContent('3');
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('says when a renewal payment failed, while Pro stays on and billing can be managed', async () => {
    openProfile(
      tier({
        isTrialActive: false,
        trialDaysLeft: 0,
        subscription: { status: 'past_due', plan: 'monthly', currentPeriodEnd: '2030-01-08T00:00:00.000Z' },
      }),
    );
    expect(await screen.findByTestId('membership-tier')).toHaveTextContent('Pro');
    expect(screen.getByText(planMessages.paymentFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it("opens 'Choose Your Plan', which closes on Escape, the backdrop and the close button", async () => {
    const { app } = openProfile(basic);
    const upgrade = await screen.findByRole('button', { name: 'Upgrade' });

    await app.user.click(upgrade);
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Plan' });
    expect(within(dialog).getByRole('region', { name: 'Pro' })).toHaveTextContent('10 new pods a week');
    expect(within(dialog).getByRole('button', { name: /Pro annual · \$119\.99\/year/ })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(upgrade);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await app.user.click(upgrade);
    await app.user.click(document.querySelector('[aria-hidden="true"].absolute')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the listener to the checkout page of the chosen plan', async () => {
    const { app, calls } = openProfile(basic, {
      'POST /api/subscribe': () =>
        jsonResponse(200, { sessionId: 'cs_test_1', url: 'https://checkout.example/cs_test_1' }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await app.user.click(screen.getByRole('button', { name: /Pro monthly/ }));
    await vi.waitFor(() =>
      expect(app.externalNavigate).toHaveBeenCalledWith('https://checkout.example/cs_test_1'),
    );
    expect(calls.find((call) => call.path === '/api/subscribe')?.init?.body).toBe(
      JSON.stringify({ plan: 'monthly' }),
    );
  });
});

describe('Upgrade Required', () => {
  it('opens with the server message when a call is refused for a plan reason', async () => {
    const { app } = openProfile(
      tier({
        subscription: { plan: 'monthly', status: 'active', currentPeriodEnd: null },
        isTrialActive: false,
      }),
      {
        'POST /api/billing-portal': () =>
          jsonResponse(403, { error: { code: 'plan-limit', message: planMessages.noCredits } }),
      },
    );
    await app.user.click(await screen.findByRole('button', { name: 'Manage billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveTextContent(planMessages.noCredits);
    expect(within(dialog).getByRole('button', { name: /Buy credits/ })).toBeInTheDocument();
  });
});
