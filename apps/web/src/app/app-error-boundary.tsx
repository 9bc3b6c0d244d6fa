import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderFailure } from './render-failure';

/**
 * The last line of defence around the whole app, for failures outside the router
 * (providers, the router itself). Inside the router, the routes' error elements do the same job.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('PodBite failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RenderFailure /> : this.props.children;
  }
}
