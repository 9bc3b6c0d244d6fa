import { useId } from 'react';

type LogoSize = 'sm' | 'md' | 'lg' | 'xl';

const markSizes: Record<LogoSize, string> = {
  sm: 'size-8',
  md: 'size-10',
  lg: 'size-14',
  xl: 'size-20',
};

const wordmarkSizes: Record<LogoSize, string> = {
  sm: 'text-xl',
  md: 'text-2xl',
  lg: 'text-4xl',
  xl: 'text-5xl',
};

interface PodBiteLogoProps {
  size?: LogoSize;
  /** Shows "PodBite" beside the mark; without it the mark alone carries the name for assistive tech. */
  withWordmark?: boolean;
  className?: string;
}

/** The PodBite mark: a coral disc with a bite taken out of it and a sound wave inside. */
export function PodBiteLogo({ size = 'md', withWordmark = true, className = '' }: PodBiteLogoProps) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <PodBiteMark className={markSizes[size]} label={withWordmark ? undefined : 'PodBite'} />
      {withWordmark && (
        <span className={`font-extrabold tracking-tight text-ink ${wordmarkSizes[size]}`}>
          Pod<span className="text-brand-500">Bite</span>
        </span>
      )}
    </span>
  );
}

function PodBiteMark({ className, label }: { className: string; label: string | undefined }) {
  // Several logos can share a page (top bar, splash): ids must not collide.
  const id = useId();
  const gradientId = `${id}-gradient`;
  const biteId = `${id}-bite`;
  return (
    <svg
      viewBox="0 0 48 48"
      className={`shrink-0 ${className}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradientId} x1="6" y1="4" x2="42" y2="46" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffbe45" />
          <stop offset="0.55" stopColor="#f95a35" />
          <stop offset="1" stopColor="#d8381a" />
        </linearGradient>
        <mask id={biteId}>
          <rect width="48" height="48" fill="#fff" />
          <circle cx="41.5" cy="7.5" r="7.5" fill="#000" />
          <circle cx="46" cy="19" r="5" fill="#000" />
        </mask>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${gradientId})`} mask={`url(#${biteId})`} />
      <g fill="#fff">
        <rect x="11" y="21" width="4" height="8" rx="2" />
        <rect x="17.5" y="15" width="4" height="20" rx="2" />
        <rect x="24" y="18" width="4" height="14" rx="2" />
        <rect x="30.5" y="21.5" width="4" height="7" rx="2" />
      </g>
    </svg>
  );
}
