type StripeObject = Record<string, unknown> & { id: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, content: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a2e">
<p style="font-size: .8rem; color: #666">Stripe emulator (test mode): no real payment is taken.</p>
${content}
</body></html>`;

function describePrice(price: StripeObject): string {
  const amount = `$${((price.unit_amount as number) / 100).toFixed(2)}`;
  const recurring = price.recurring as { interval: string } | null;
  return recurring ? `${amount} per ${recurring.interval}` : amount;
}

/** Stripe's hosted checkout, reduced to a card field: 4242… pays, 4000 0000 0000 0002 is declined. */
export function renderCheckoutPage(session: StripeObject, price: StripeObject, error: string | null): string {
  const cancel = session.cancel_url
    ? `<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel and go back</a></p>`
    : '';
  return page(
    'Checkout',
    `<h1>${escapeHtml(String(price.nickname))}</h1>
<p style="font-size: 1.4rem"><strong>${describePrice(price)}</strong></p>
<form method="post" action="${escapeHtml(session.id)}">
  <label>Card number<br><input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required style="width: 100%; padding: .5rem; font-size: 1rem"></label>
  <p><label>Expiry <input name="expiry" placeholder="12 / 34" style="width: 5rem"></label>
  <label>CVC <input name="cvc" placeholder="123" style="width: 4rem"></label></p>
  ${error ? `<p role="alert" style="color: #b00020">${escapeHtml(error)}</p>` : ''}
  <button type="submit" style="padding: .6rem 1.2rem; font-size: 1rem">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</button>
</form>
${cancel}`,
  );
}

/** The customer portal: the current plan, updating the card, cancelling, and the way back. */
export function renderPortalPage(portal: StripeObject, subscription: StripeObject | null): string {
  const item = subscription ? (subscription.items as { data: { price: StripeObject }[] }).data[0] : undefined;
  const active = subscription && subscription.status !== 'canceled';
  const status = !subscription
    ? '<p>No subscription.</p>'
    : `<p>${escapeHtml(String(item?.price.nickname ?? 'Subscription'))}: <strong>${escapeHtml(String(subscription.status))}</strong></p>`;
  return page(
    'Billing',
    `<h1>Billing</h1>
${status}
${active ? `<form method="post" action="${escapeHtml(portal.id)}/card"><label>New card number <input name="cardNumber" autocomplete="cc-number"></label> <button type="submit">Update card</button></form>` : ''}
${active ? `<form method="post" action="${escapeHtml(portal.id)}/cancel"><button type="submit">Cancel plan</button></form>` : ''}
${portal.return_url ? `<p><a href="${escapeHtml(String(portal.return_url))}">Return to PodBite</a></p>` : ''}`,
  );
}
