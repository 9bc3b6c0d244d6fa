import type { Summary } from '@podbite/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyLinkButton } from './copy-link-button';
import { formatReadTime, formatTimeSaved } from './format-time-saved';
import { SavePodButton } from './library-soon';
import { ClockIcon } from './summary-icons';

/** The top of a pod: thumbnail with the time-saved badge, title, channel, category, audio and the actions. */
export function SummaryHeader({
  summary,
  titleId,
  audio,
}: {
  summary: Summary;
  titleId: string;
  audio?: ReactNode;
}) {
  const { metadata } = summary;
  const pageUrl = `${window.location.origin}/summary/${summary.videoId}`;
  return (
    <header className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:items-center md:gap-10">
      <div className="relative">
        <Thumbnail src={metadata.thumbnail} />
        <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-ink/85 px-3 py-1.5 text-sm font-bold text-white shadow-soft backdrop-blur-sm">
          <ClockIcon className="size-4 text-honey-300" />
          <span className="tabular-nums">{formatTimeSaved(summary.time_saved)}</span>
          <span className="font-medium text-white/80">time saved</span>
        </p>
      </div>

      <div className="flex min-w-0 flex-col gap-4">
        {metadata.category && (
          <p>
            <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-bold tracking-wide text-brand-700 uppercase">
              <span className="sr-only">Category: </span>
              {metadata.category}
            </span>
          </p>
        )}
        <h1
          id={titleId}
          className="text-2xl leading-tight font-extrabold tracking-tight text-ink break-words sm:text-3xl lg:text-4xl"
        >
          {metadata.title || 'Unknown Title'}
        </h1>
        <ChannelLine
          creator={metadata.creator || 'Unknown Creator'}
          creatorId={metadata.creatorId}
          avatar={metadata.channelThumbnail}
        />
        <p className="text-sm text-ink-muted">
          ~Read Time: {formatReadTime(summary.sumReadTime)}
          <span aria-hidden="true"> · </span>
          {summary.bites.length} bites
        </p>
        {audio}
        <div className="flex flex-wrap items-center gap-3">
          <CopyLinkButton url={pageUrl} />
          <SavePodButton isSaved={summary.isSaved} />
        </div>
      </div>
    </header>
  );
}

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="aspect-video w-full overflow-hidden rounded-card bg-linear-to-br from-honey-300 via-brand-400 to-brand-700 shadow-soft ring-1 ring-line">
      {src && !failed && (
        <img
          src={src}
          alt=""
          onError={() => setFailed(true)}
          className="h-full w-full object-cover"
          decoding="async"
        />
      )}
    </div>
  );
}

function ChannelLine({
  creator,
  creatorId,
  avatar,
}: {
  creator: string;
  creatorId: string | null;
  avatar: string | null;
}) {
  const content = (
    <>
      <ChannelAvatar src={avatar} creator={creator} />
      <span className="truncate font-semibold">{creator}</span>
    </>
  );
  if (!creatorId) return <p className="flex min-w-0 items-center gap-3 text-ink">{content}</p>;
  return (
    <Link
      to={`/channel/${encodeURIComponent(creatorId)}`}
      className="flex w-fit max-w-full min-w-0 items-center gap-3 rounded-full py-1 pr-3 text-ink transition-colors hover:text-brand-700"
    >
      {content}
    </Link>
  );
}

function ChannelAvatar({ src, creator }: { src: string | null; creator: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-500 font-bold text-white"
      >
        {creator.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className="size-10 shrink-0 rounded-full object-cover ring-2 ring-white"
    />
  );
}
