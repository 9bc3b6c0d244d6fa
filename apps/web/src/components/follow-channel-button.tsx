import { followStateResponseSchema } from '@podbite/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const followQueryKey = (channelId: string) => ['follow', channelId] as const;

/**
 * Follow / Following for one channel: new uploads of followed channels get their
 * pods made ahead of time. Shared by feed cards and channel pages.
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
    queryKey: followQueryKey(channelId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/follow/${channelId}`, { schema: followStateResponseSchema, signal }),
    staleTime: 5 * 60_000,
  });
  const toggle = useMutation({
    mutationFn: (follow: boolean) =>
      apiRequest(`/api/follow/${channelId}`, {
        method: follow ? 'POST' : 'DELETE',
        schema: followStateResponseSchema,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(followQueryKey(channelId), answer);
      void queryClient.invalidateQueries({ queryKey: ['followed-uploads'] });
    },
  });
  const following = state.data?.following === true;
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
