import type { Topic } from '@podbite/contract';
import { isInAppLink, MomentLink } from '@/components/moment-link';
import { ExternalIcon } from './summary-icons';
import { EmptySectionNote } from './summary-section';

/** Topics Covered: each topic with the moment it starts (a video's in a new tab, marked as such). */
export function TopicsTable({ topics }: { topics: Topic[] }) {
  if (topics.length === 0) return <EmptySectionNote>No topics listed for this episode.</EmptySectionNote>;
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-line">
      <table className="w-full table-fixed border-collapse text-left">
        <caption className="sr-only">Topics covered, with the moment each one starts</caption>
        <thead className="bg-paper text-xs font-bold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="w-24 px-4 py-3 sm:w-32 sm:px-6">
              Time
            </th>
            <th scope="col" className="px-4 py-3 sm:px-6">
              Topic
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {topics.map((topic) => (
            <tr key={`${topic.startSeconds}-${topic.topic}`} className="align-top">
              <td className="px-4 py-3.5 sm:px-6">
                <MomentLink
                  link={topic.link}
                  timestamp={topic.timestamp}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 tabular-nums underline-offset-4 hover:underline"
                >
                  {topic.timestamp}
                  {!isInAppLink(topic.link) && <ExternalIcon className="size-3.5" />}
                </MomentLink>
              </td>
              <td className="px-4 py-3.5 break-words text-ink sm:px-6">{topic.topic}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
