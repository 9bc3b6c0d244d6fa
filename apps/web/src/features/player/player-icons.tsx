import { LineIcon as Icon, type IconProps } from '@/components/line-icon';

/** The player's icons; decorative, each control carries its own label. */
export function HeadphonesIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="5" height="7" rx="2" />
      <rect x="16" y="14" width="5" height="7" rx="2" />
    </Icon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6.5" y="5" width="3.5" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="3.5" height="14" rx="1" fill="currentColor" />
    </Icon>
  );
}

export function ReplayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 12a8 8 0 1 0 2.3-5.7" />
      <path d="M4 4v4h4" />
    </Icon>
  );
}

export function PreviousIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path fill="currentColor" d="M18 6v12l-9-6z" />
      <path d="M6 6v12" />
    </Icon>
  );
}

export function NextIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path fill="currentColor" d="M6 6v12l9-6z" />
      <path d="M18 6v12" />
    </Icon>
  );
}

/** A circular arrow with "10" inside: back or forward ten seconds. */
export function SkipSecondsIcon({ direction, ...props }: IconProps & { direction: 'back' | 'forward' }) {
  const back = direction === 'back';
  return (
    <Icon {...props}>
      <g transform={back ? undefined : 'translate(24 0) scale(-1 1)'}>
        <path d="M5 12a7 7 0 1 0 2.05-4.95" />
        <path d="M5 4.5v3.5h3.5" />
      </g>
      <text
        x="12"
        y="15.3"
        textAnchor="middle"
        fontSize="7.5"
        fontWeight="700"
        fill="currentColor"
        stroke="none"
      >
        10
      </text>
    </Icon>
  );
}
