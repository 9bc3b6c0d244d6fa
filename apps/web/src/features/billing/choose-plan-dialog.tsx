import { PLANS, PRO_PRICES } from '@podbite/contract';
import { ModalDialog } from '@/components/modal-dialog';
import { PurchaseButtons } from './purchase-buttons';

/** 'Choose Your Plan' (spec §2 Profile): what each plan gives, then monthly or annual. */
export function ChoosePlanDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Choose Your Plan">
      <div className="grid gap-4 sm:grid-cols-2">
        <PlanCard name={PLANS.BASIC.name} price="Free" features={PLANS.BASIC.features} />
        <PlanCard
          name={PLANS.PRO.name}
          price={`${PRO_PRICES.monthly.label} or ${PRO_PRICES.annual.label}`}
          features={PLANS.PRO.features}
        />
      </div>
      <div className="mt-5">
        <PurchaseButtons />
      </div>
    </ModalDialog>
  );
}

function PlanCard({ name, price, features }: { name: string; price: string; features: readonly string[] }) {
  return (
    <section aria-label={name} className="rounded-card p-4 ring-1 ring-line">
      <h3 className="text-lg font-bold text-ink">{name}</h3>
      <p className="text-sm text-ink-muted">{price}</p>
      <ul className="mt-2 list-disc pl-5 text-sm text-ink">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
