import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ShowToast } from './toast';

function Trigger({ onReady }: { onReady(show: ShowToast): void }) {
  onReady(useToast());
  return null;
}

function renderToasts(nested = false) {
  let show!: ShowToast;
  const trigger = <Trigger onReady={(given) => (show = given)} />;
  render(<ToastProvider>{nested ? <ToastProvider>{trigger}</ToastProvider> : trigger}</ToastProvider>);
  return { show: (message: string) => act(() => show(message)) };
}

describe('toasts', () => {
  it('are read out through one polite live region', () => {
    const { show } = renderToasts(true);

    show('Audio ready!');

    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toHaveTextContent('Audio ready!');
  });

  it('leave by themselves after a few seconds', () => {
    vi.useFakeTimers();
    const { show } = renderToasts();

    show('Listen mode updated!');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Listen mode updated!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('show a repeated message once, and at most three at a time', () => {
    const { show } = renderToasts();

    show('Poll failed: busy');
    show('Poll failed: busy');
    expect(screen.getAllByText('Poll failed: busy')).toHaveLength(1);
    for (const message of ['one', 'two', 'three']) show(message);
    expect(screen.queryByText('Poll failed: busy')).not.toBeInTheDocument();
    expect(screen.getByText('three')).toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    const { show } = renderToasts();
    show('Failed to update listen mode');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Failed to update listen mode')).not.toBeInTheDocument();
  });

  it('need a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger onReady={() => {}} />)).toThrow('useToast was used outside a ToastProvider');
  });
});
