import { createContext, useContext, type ReactNode } from 'react';

/**
 * Leaves the single-page app for a server page (sign-in goes through the identity
 * provider). A context rather than a direct `window.location` call so component
 * tests can observe the navigation, which jsdom cannot perform.
 */
export type ExternalNavigate = (url: string) => void;

const navigateInBrowser: ExternalNavigate = (url) => window.location.assign(url);

const ExternalNavigationContext = createContext<ExternalNavigate>(navigateInBrowser);

export function ExternalNavigationProvider({
  navigate,
  children,
}: {
  navigate: ExternalNavigate;
  children: ReactNode;
}) {
  return <ExternalNavigationContext value={navigate}>{children}</ExternalNavigationContext>;
}

export function useExternalNavigation(): ExternalNavigate {
  return useContext(ExternalNavigationContext);
}
