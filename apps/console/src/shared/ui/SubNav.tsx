import { NavLink } from 'react-router';

export interface SubNavLink {
  to: string;
  label: string;
  /** Current only on this exact address (a section's home), not on the addresses under it. */
  end?: boolean;
}

/** A section's own pages, as a labelled navigation; the open page is marked current. */
export function SubNav({ label, links }: { label: string; links: readonly SubNavLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end ?? false}
              className={({ isActive }) =>
                `block rounded px-3 py-1 text-sm ${isActive ? 'bg-blue-50 font-semibold text-blue-800' : 'text-blue-800 underline'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
