import { LineIcon as IconFrame, type IconProps } from '@/components/line-icon';

/** Line icons for the primary destinations; they inherit the link's colour. */
export function HomeIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </IconFrame>
  );
}

export function LibraryIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z" />
    </IconFrame>
  );
}

export function DiscoverIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </IconFrame>
  );
}

export function ProfileIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </IconFrame>
  );
}
