/** Where the built-in Stripe emulator is mounted. */
export const STRIPE_EMULATOR_PATH = '/_emulators/stripe';
