// Prints the BETA_PASSWORD_HASH value for a password: node scripts/hash-beta-password.mjs 'the password'
// Same format as apps/server/src/modules/beta/beta-password.ts (scrypt:<salt hex>:<hash hex>).
import { randomBytes, scryptSync } from 'node:crypto';

const password = process.argv[2];
if (!password) {
  console.error("usage: node scripts/hash-beta-password.mjs 'the password'");
  process.exit(1);
}
const salt = randomBytes(16);
console.log(`scrypt:${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`);
