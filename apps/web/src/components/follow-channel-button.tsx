import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { followedChannelsQueryKey, followedChannelsQueryOptions } from '@/lib/followed-channels-query';

/**
 * Follow / Following for one channel: new uploads of followed channels get their
 * pods made ahead of time. Shared by feed cards and channel pages; every button
 * reads the one list of followed channels, so a change shows on every card of
 * that channel at once.
 */
export function FollowChannelButton({
  channelId,
  channelTitle,
}: {
  channelId: string;
  channelTitle: string;
}) {
  const queryClient = useQueryClient();
  const state = useQuery({
    ...followedChannelsQueryOptions,
    select: ({ channels }) => channels.some((channel) => channel.channelId === channelId),
  });
  const toggle = useMutation({
    // The answer ({ following }) is not read: the list is read again whatever it says, and the
    // button waits for it, so every card of the channel changes together, and a refusal leaves
    // them as the server holds them.
    mutationFn: (follow: boolean) =>
      apiRequest(`/api/follow/${channelId}`, { method: follow ? 'POST' : 'DELETE' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['followed-uploads'] });
      return queryClient.invalidateQueries({ queryKey: followedChannelsQueryKey });
    },
  });
  const following = state.data === true;
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={following}
        aria-label={following ? `Following ${channelTitle}` : `Follow ${channelTitle}`}
        disabled={state.isPending || toggle.isPending}
        onClick={() => toggle.mutate(!following)}
        className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1 disabled:opacity-60 ${
          following ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-line hover:bg-brand-50'
        }`}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      {toggle.isError && (
        <span role="alert" className="text-xs font-medium text-brand-700">
          {toggle.error.message}
        </span>
      )}
    </span>
  );
}
