import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/**
 * The frame of every line icon: a 24-unit grid stroked in the current colour.
 * Icons are decorative (aria-hidden); the control around them carries the label.
 */
export function LineIcon({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  );
}
