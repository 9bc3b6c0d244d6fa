import type { User } from '@podbite/contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The user the sign-in guard let through. A context, not a fresh read of the
 * session query: on sign-out the query is cleared a moment before the guard
 * leaves the screen, and a screen must not see "nobody" in between.
 */
const SignedInUserContext = createContext<User | null>(null);

export function SignedInUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <SignedInUserContext value={user}>{children}</SignedInUserContext>;
}

/** The user of a screen behind the sign-in guard. */
export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser was used outside the sign-in guard');
  return user;
}
