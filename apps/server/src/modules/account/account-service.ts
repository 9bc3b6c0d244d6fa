import type { AccountRepository } from './account-repository';

export interface AccountServiceDependencies {
  accounts: AccountRepository;
  /** Called first: what lives outside PodBite (a linked YouTube grant) is revoked before the rows go. */
  beforeDelete: Array<(userId: string) => Promise<void>>;
  /** Forgets the session this process remembers, so the cookie stops working at once. */
  forgetSession: (token: string) => Promise<void>;
}

/** 'Delete my account' (Terms of Service and Privacy Policy say what it removes). */
export function createAccountService(deps: AccountServiceDependencies) {
  return {
    async deleteAccount(userId: string, sessionToken: string | null): Promise<void> {
      for (const hook of deps.beforeDelete) await hook(userId);
      if (sessionToken) await deps.forgetSession(sessionToken);
      await deps.accounts.deleteUser(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
