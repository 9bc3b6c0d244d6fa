import { createHash } from 'node:crypto';
import { z } from 'zod';

/** A development sign-in account: what Google would know about a person. */
export interface DevAccount {
  subject: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

/** Ready-made accounts on the development sign-in page. */
export const TEST_ACCOUNTS: ReadonlyArray<Pick<DevAccount, 'name' | 'email'>> = [
  { name: 'Ada Lovelace', email: 'ada@podbite.test' },
  { name: 'Grace Hopper', email: 'grace@podbite.test' },
  { name: 'Alan Turing', email: 'alan@podbite.test' },
];

export const devSignInFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'That name is too long.'),
  email: z.email('Enter a valid email address.').trim().max(200),
});

/** The same email always signs in as the same account, like a real provider's stable subject. */
export function toDevAccount(input: { name: string; email: string }): DevAccount {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim().replace(/\s+/g, ' ');
  const [givenName = name, ...rest] = name.split(' ');
  return {
    subject: `dev-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`,
    email,
    name,
    givenName,
    familyName: rest.join(' '),
  };
}
