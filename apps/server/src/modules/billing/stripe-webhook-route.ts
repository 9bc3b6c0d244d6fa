import type { FastifyInstance } from 'fastify';
import type { PaymentService } from './payment-service';
import { access } from '../../http/route-access';

/**
 * POST /api/stripe/webhook. Stripe signs the exact bytes it sends, so this route
 * keeps the body raw (its own JSON parser, in this plugin only). No session: the
 * signature is the authentication.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  options: { payments: PaymentService },
): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // Stripe calls it: no session; the signature over the raw body is the check.
  app.post('/api/stripe/webhook', access('public'), async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    return options.payments.receiveWebhook(raw, typeof signature === 'string' ? signature : undefined);
  });
}
