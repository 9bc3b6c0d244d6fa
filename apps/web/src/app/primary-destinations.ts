import type { ComponentType } from 'react';
import { DiscoverIcon, HomeIcon, LibraryIcon, ProfileIcon } from './nav-icons';

/** The four places both navigation bars lead to (spec §2, Variant A). */
export interface PrimaryDestination {
  to: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
}

export const primaryDestinations: readonly PrimaryDestination[] = [
  { to: '/home', label: 'Home', Icon: HomeIcon },
  { to: '/library', label: 'Library', Icon: LibraryIcon },
  { to: '/catalog', label: 'Discover', Icon: DiscoverIcon },
  { to: '/profile', label: 'Profile', Icon: ProfileIcon },
];
