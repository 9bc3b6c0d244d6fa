import { generalMessages } from '@podbite/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function BrokenScreen(): never {
  throw new Error('render failed');
}

describe('AppErrorBoundary', () => {
  it('replaces a screen that fails to render with the specification message', () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <BrokenScreen />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(generalMessages.renderFailure);
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>fine</p>
      </AppErrorBoundary>,
    );

    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByText(generalMessages.renderFailure)).not.toBeInTheDocument();
  });
});
