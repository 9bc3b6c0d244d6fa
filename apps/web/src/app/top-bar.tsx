import { Link, NavLink } from 'react-router';
import { PodBiteLogo } from '@/components/podbite-logo';
import { primaryDestinations } from './primary-destinations';

/** The logo linking to /home on every screen but `/` and onboarding; on wide screens also the main links. */
export function TopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-paper/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/home" aria-label="PodBite home" className="rounded-lg">
          <PodBiteLogo size="sm" />
        </Link>
        <nav aria-label="Main navigation" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryDestinations.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                      isActive
                        ? 'bg-brand-100 text-brand-700'
                        : 'text-ink-muted hover:bg-brand-50 hover:text-ink'
                    }`
                  }
                >
                  <Icon className="size-4.5" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
