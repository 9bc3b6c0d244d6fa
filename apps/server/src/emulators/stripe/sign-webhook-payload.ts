import { createHmac } from 'node:crypto';

/** Stripe's webhook signature: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}
