import { CASHIER_MESSAGE_SOURCE } from '@croupier/contract/payments';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, addAnalyticsSink } from '../../../shared/analytics/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CashierFrame } from './CashierFrame.tsx';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[], info: [] as string[] }));
vi.mock('../../../shared/ui/toast.tsx', () => ({
  Toaster: () => null,
  toastSuccess: (text: string) => toasts.success.push(text),
  toastError: (text: string) => toasts.error.push(text),
  toastInfo: (text: string) => toasts.info.push(text),
  toastWarning: () => undefined,
  toastApiError: () => undefined,
}));

const URL_ = 'https://pay.example.com/cashier?session=abc';
const ORIGIN = 'https://pay.example.com';

function post(data: unknown, origin = ORIGIN, source?: MessageEventSource | null) {
  const frame = screen.getByTitle('Cashier') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: source === undefined ? frame.contentWindow : source,
      }),
    );
  });
}
const msg = (m: Record<string, unknown>) => ({ source: CASHIER_MESSAGE_SOURCE, paymentId: 'p1', ...m });

afterEach(() => {
  toasts.success.length = 0;
  toasts.error.length = 0;
  toasts.info.length = 0;
  vi.restoreAllMocks();
});

describe('cashier frame (001 §4)', () => {
  it('opens the provider’s cashier in the page’s language', () => {
    renderWithProviders(<CashierFrame url={URL_} paymentId="p1" />);
    expect((screen.getByTitle('Cashier') as HTMLIFrameElement).src).toBe(`${URL_}&lang=en`);
  });

  it('a success from the provider is a toast, a deposit track and a balance refresh', () => {
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((e) => events.push(e));
    const { queryClient } = renderWithProviders(<CashierFrame url={URL_} paymentId="p1" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    post(msg({ type: 'result', status: 'COMPLETED' }));
    expect(toasts.success).toEqual(['Your deposit was successful.']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balance'] });
    // The deposit limits count it now as settled.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['protection'] });
    expect(events.map((e) => [e.event, e.props.status])).toContainEqual(['deposit', 'success']);
    stop();
  });

  it('ignores the same messages from another origin, another window or another payment', () => {
    const { queryClient } = renderWithProviders(<CashierFrame url={URL_} paymentId="p1" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    post(msg({ type: 'result', status: 'COMPLETED' }), 'https://evil.example.com');
    post(msg({ type: 'redirect', url: 'https://evil.example.com/phish' }), 'https://evil.example.com');
    post(msg({ type: 'result', status: 'COMPLETED' }), ORIGIN, window);
    post(msg({ type: 'result', status: 'COMPLETED', paymentId: 'other' }));
    expect(toasts.success).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('a decline or failure is an error toast and an error track; a redirect opens a new window', () => {
    const events: AnalyticsEvent[] = [];
    const stop = addAnalyticsSink((e) => events.push(e));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { queryClient } = renderWithProviders(<CashierFrame url={URL_} paymentId="p1" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    post(msg({ type: 'result', status: 'DECLINED' }));
    // A declined deposit stops counting against the deposit limits.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['protection'] });
    post(msg({ type: 'result', status: 'FAILED' }));
    expect(toasts.error).toEqual(['Your deposit was declined.', 'Your deposit was declined.']);
    expect(events.filter((e) => e.event === 'deposit_error').map((e) => e.props.status)).toEqual([
      'DECLINED',
      'FAILED',
    ]);
    post(msg({ type: 'redirect', url: 'https://pay.example.com/3ds/1' }));
    expect(open).toHaveBeenCalledWith('https://pay.example.com/3ds/1', '_blank', 'noopener');
    stop();
  });

  it('shows the loading state until the provider says it is initialised', () => {
    renderWithProviders(<CashierFrame url={URL_} paymentId="p1" />);
    expect(screen.getByText('Loading the cashier…')).toBeInTheDocument();
    post(msg({ type: 'initialised' }), 'https://evil.example.com');
    expect(screen.getByText('Loading the cashier…')).toBeInTheDocument();
    post(msg({ type: 'initialised' }));
    expect(screen.queryByText('Loading the cashier…')).not.toBeInTheDocument();
  });
});
