import { paths } from '../../../shared/paths.ts';
import { SubNav } from '../../../shared/ui/SubNav.tsx';

const LINKS = [
  { to: paths.campaigns, label: 'All campaigns', end: true },
  { to: `${paths.campaigns}/calendar`, label: 'Calendar' },
  { to: `${paths.campaigns}/welcome-packs`, label: 'Welcome packs' },
];

/** The section's own pages. */
export function CampaignsNav() {
  return <SubNav label="Campaigns pages" links={LINKS} />;
}
