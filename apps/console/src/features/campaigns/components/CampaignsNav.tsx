import { NavLink } from 'react-router';
import { paths } from '../../../shared/paths.ts';

const LINKS = [
  { to: paths.campaigns, label: 'All campaigns', end: true },
  { to: `${paths.campaigns}/calendar`, label: 'Calendar', end: false },
  { to: `${paths.campaigns}/welcome-packs`, label: 'Welcome packs', end: false },
];

/** The section's own pages. */
export function CampaignsNav() {
  return (
    <nav aria-label="Campaigns pages">
      <ul className="flex flex-wrap gap-4 text-sm">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className="text-blue-800 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
