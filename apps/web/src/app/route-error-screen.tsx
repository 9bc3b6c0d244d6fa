import { useRouteError } from 'react-router';
import { RenderFailure } from './render-failure';

/**
 * The router's error element. The router already reported the error (console in
 * development); the user gets the specification's one message, never a stack trace.
 */
export function RouteErrorScreen() {
  useRouteError();
  return <RenderFailure />;
}
