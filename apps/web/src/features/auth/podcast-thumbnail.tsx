import { useState } from 'react';
import type { PodcastCover } from './podcast-covers';

/** One cover of the landing mosaic; a cover that fails to load is hidden rather than shown broken. */
export function PodcastThumbnail({ cover }: { cover: PodcastCover }) {
  const [failed, setFailed] = useState(false);
  return (
    <li
      hidden={failed}
      className="aspect-square overflow-hidden rounded-xl shadow-soft ring-1 ring-black/5 sm:rounded-2xl"
    >
      <img
        src={cover.src}
        alt={`${cover.title} podcast cover`}
        width={400}
        height={400}
        decoding="async"
        onError={() => setFailed(true)}
        className="size-full object-cover transition-transform duration-300 motion-safe:hover:scale-105"
      />
    </li>
  );
}
