import { LineIcon, type IconProps } from '@/components/line-icon';

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <LineIcon {...props}>
      <path
        fill={filled ? 'currentColor' : 'none'}
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </LineIcon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
    </LineIcon>
  );
}

export function DownloadedIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.5 12.2 2.4 2.4 4.6-5" />
    </LineIcon>
  );
}

export function RemoveDownloadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 7h14M10 7V5h4v2m-7 0 1 12h8l1-12" />
    </LineIcon>
  );
}
