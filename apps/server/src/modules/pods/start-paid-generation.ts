import type {
  GenerationRepository,
  GenerationRow,
  NewGeneration,
  StartGeneration,
} from './generation-repository';

/** What a new generation costs the listener (the billing module's entitlements). */
export interface GenerationAllowance {
  /** Takes one generation from the listener's plan, or throws a plan-limit refusal. */
  spendGeneration(userId: string): Promise<{ spendId: string }>;
  refundGeneration(spend: { spendId: string }): Promise<void>;
}

/**
 * Starts a generation (its first job sent in the same transaction), or joins the
 * live one for the same video. Only a new generation costs the listener one:
 * joining is free, and a spend taken for a request that ended up joining (two at
 * once) or that failed to start is given back.
 */
export async function startPaidGeneration(
  generations: GenerationRepository,
  allowance: GenerationAllowance | undefined,
  input: NewGeneration & { requestedBy: string },
  start: StartGeneration,
): Promise<{ generation: GenerationRow; created: boolean }> {
  const live = await generations.findLive(input.videoId);
  if (live) return { generation: live, created: false };
  const spend = await allowance?.spendGeneration(input.requestedBy);
  try {
    const result = await generations.createOrJoin(input, start);
    if (spend && !result.created) await allowance!.refundGeneration(spend);
    return result;
  } catch (error) {
    if (spend) await allowance!.refundGeneration(spend);
    throw error;
  }
}
