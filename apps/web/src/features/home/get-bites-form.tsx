import { offlineMessages, parseYouTubeLink } from '@podbite/contract';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useUserTier } from '@/lib/user-tier-query';

/**
 * 'Get Your Bites' (spec "Home", §5): a YouTube link in, the loading page out.
 * The link is checked here with the same rules the server applies, so a typo is
 * caught without a round trip; the server checks again regardless.
 */
export function GetBitesForm() {
  const navigate = useNavigate();
  // Submission waits for the plan (spec §5 Tier gate); the server decides whether a generation is allowed.
  const tierLoading = useUserTier().isPending;
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const online = useOnlineStatus();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Offline, getting bites would only spin: say so at once (decision 1704).
    if (!navigator.onLine) {
      setError(offlineMessages.offlineGenerate);
      return;
    }
    if (tierLoading) return;
    const parsed = parseYouTubeLink(link);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    void navigate('/loading', { state: { link: link.trim() } });
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="relative overflow-hidden rounded-card bg-white p-6 shadow-soft ring-1 ring-line sm:p-10"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-20 size-64 rounded-full bg-linear-to-br from-honey-300/50 to-brand-300/40 blur-3xl"
      />
      <div className="relative flex max-w-2xl flex-col gap-3">
        <PageHeading id={`${inputId}-heading`}>Get Your Bites</PageHeading>
        <p id={hintId} className="text-base text-ink-muted sm:text-lg">
          Paste a YouTube link and get the episode in bites: a summary, key takeaways, action items and
          quotes, each with a link to its moment in the video.
        </p>
      </div>

      <form noValidate onSubmit={submit} className="relative mt-6 flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          YouTube link
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            name="link"
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(event) => {
              setLink(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className={`min-h-12 w-full min-w-0 flex-1 rounded-full bg-paper px-5 text-base text-ink ring-1 transition-shadow placeholder:text-ink-subtle focus:bg-white focus:ring-2 focus:outline-none ${
              error ? 'ring-brand-500' : 'ring-line focus:ring-brand-400'
            }`}
          />
          <Button type="submit" className="shrink-0" disabled={tierLoading}>
            Get Bites
          </Button>
        </div>
        <p id={errorId} role="alert" className="min-h-6 px-5 text-sm font-medium text-brand-700">
          {error ?? (online ? null : offlineMessages.offlineGenerate)}
        </p>
      </form>
    </section>
  );
}
