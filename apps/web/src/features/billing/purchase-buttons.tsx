import { CREDIT_PACK, PRO_PRICES } from '@podbite/contract';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { useExternalNavigation } from '@/lib/external-navigation';
import { startCheckout, type Purchase } from './start-checkout';

/** The ways to pay: Pro monthly, Pro annual, and (optionally) a credit pack. */
export function PurchaseButtons({ withCredits = false }: { withCredits?: boolean }) {
  const navigate = useExternalNavigation();
  const checkout = useMutation({ mutationFn: startCheckout, onSuccess: (url) => navigate(url) });
  const buy = (purchase: Purchase) => checkout.mutate(purchase);
  return (
    <div className="flex flex-col gap-3">
      <Button onClick={() => buy({ kind: 'subscription', plan: 'monthly' })} disabled={checkout.isPending}>
        Pro monthly · {PRO_PRICES.monthly.label}
      </Button>
      <Button onClick={() => buy({ kind: 'subscription', plan: 'annual' })} disabled={checkout.isPending}>
        Pro annual · {PRO_PRICES.annual.label}
      </Button>
      {withCredits && (
        <Button variant="secondary" onClick={() => buy({ kind: 'credits' })} disabled={checkout.isPending}>
          Buy credits · {CREDIT_PACK.label}
        </Button>
      )}
      {checkout.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          {checkout.error.message}
        </p>
      )}
    </div>
  );
}
