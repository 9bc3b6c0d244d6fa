import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './parse-stripe-form';

describe('parseStripeForm', () => {
  it('reads nested keys and arrays the way the Stripe SDK writes them', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_a&line_items[0][quantity]=1&metadata[userId]=u1';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_a', quantity: '1' }],
      metadata: { userId: 'u1' },
    });
  });
});
