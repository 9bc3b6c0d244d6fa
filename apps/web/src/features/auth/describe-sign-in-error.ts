import { signInErrorCodeSchema, signInErrorMessages, signInMessages } from '@podbite/contract';

/**
 * The message for the `?signin_error=` code the server's sign-in callback sends
 * back; an unknown code still gets the specification's general sign-in message.
 */
export function describeSignInError(code: string | null): string | null {
  if (code === null) return null;
  const known = signInErrorCodeSchema.safeParse(code);
  return known.success ? signInErrorMessages[known.data] : signInMessages.other;
}
