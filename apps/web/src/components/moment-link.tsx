import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A moment link that is a path of PodBite itself (a podcast's episode player), not another site. */
export const isInAppLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * The link to a moment of an episode (a bite's, a topic's, a saved bite's). A
 * podcast's moment is PodBite's own episode player, opened in the same tab; a
 * video's is YouTube at that second, opened in a new tab, which a screen reader
 * is told. Shows the timestamp unless given what to show.
 */
export function MomentLink({
  link,
  timestamp,
  className,
  children = timestamp,
}: {
  link: string;
  timestamp: string;
  className: string;
  children?: ReactNode;
}) {
  if (isInAppLink(link)) {
    return (
      <Link to={link} aria-label={`Listen from ${timestamp}`} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Watch from ${timestamp} (opens in a new tab)`}
      className={className}
    >
      {children}
    </a>
  );
}
