export {
  createStripeGateway,
  toSnapshot,
  WEBHOOK_TOLERANCE_SECONDS,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripeGateway,
  type StripeInvoice,
  type StripeSubscription,
  type SubscriptionSnapshot,
} from './stripe-gateway';
