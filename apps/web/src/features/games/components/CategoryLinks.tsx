import { ALL_CHIP } from '@croupier/contract/games';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ChipGroup, ChipLink } from '../../../shared/ui/Chip.tsx';
import { useCategories } from '../api/get-categories.ts';
import { withAllChip } from '../model/paging.ts';

/** The address of a chip's page: `/games` for 'all', `/games/category/{slug}` for the others. */
export const categoryPath = (slug: string) =>
  slug === ALL_CHIP.slug ? paths.games : paths.gamesCategory(slug);

/** The category chips of `/games` as links, each to its category's own page (ADR 032). */
export function CategoryLinks({ current }: { current: string }) {
  const { t } = useTranslation();
  const { data } = useCategories();
  return (
    <ChipGroup label={t('games.categories.label')}>
      {withAllChip(data).map((chip) => (
        <ChipLink key={chip.slug} to={categoryPath(chip.slug)} current={chip.slug === current}>
          {t(chip.categoryKey)}
        </ChipLink>
      ))}
    </ChipGroup>
  );
}
