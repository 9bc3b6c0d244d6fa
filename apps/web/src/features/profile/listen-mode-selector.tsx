import { listenMessages, listenModeSchema } from '@podbite/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useToast } from '@/components/toast';
import { listenPreferenceQueryOptions } from '@/lib/listen-preference-query';
import { useSaveListenPreference } from '@/lib/use-save-listen-preference';

/** Shown while no mode is stored; the player then asks on the first Listen. */
export const UNSET_MODE_LABEL = 'Not set (defaults to Brief)';

/**
 * The Listen Mode Preference (spec "Profile", Variant B): brief or detailed,
 * changed optimistically and put back if the server refuses. A preference that
 * cannot be loaded shows as Brief, which is what the player falls back to.
 */
export function ListenModeSelector() {
  const selectId = useId();
  const showToast = useToast();
  const preference = useQuery(listenPreferenceQueryOptions);
  const save = useSaveListenPreference();

  const loadFailed = preference.isError;
  useEffect(() => {
    if (loadFailed) showToast(listenMessages.preferenceLoadFailed, 'error');
  }, [loadFailed, showToast]);

  const change = (value: string) => {
    const parsed = listenModeSchema.safeParse(value);
    if (!parsed.success) {
      showToast(listenMessages.invalidMode, 'error');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => showToast(listenMessages.preferenceUpdated, 'success'),
      onError: () => showToast(listenMessages.preferenceUpdateFailed, 'error'),
    });
  };

  const value = preference.isError ? 'brief' : (preference.data ?? '');
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <label htmlFor={selectId} className="font-semibold text-ink">
          Listen Mode Preference
        </label>
        <p className="text-sm text-ink-muted">Brief plays each bite; Detailed adds its details.</p>
      </div>
      <select
        id={selectId}
        value={preference.isPending ? '' : value}
        disabled={preference.isPending}
        aria-busy={preference.isPending}
        onChange={(event) => change(event.target.value)}
        className="min-h-11 rounded-full bg-white px-4 font-semibold text-ink ring-1 ring-line sm:min-w-56"
      >
        {(preference.isPending || value === '') && (
          <option value="" disabled>
            {preference.isPending ? 'Loading…' : UNSET_MODE_LABEL}
          </option>
        )}
        <option value="brief">Brief</option>
        <option value="detailed">Detailed</option>
      </select>
    </div>
  );
}
