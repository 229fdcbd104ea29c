import { useTranslation } from 'react-i18next';
import { Chip, ChipGroup } from '../../../shared/ui/Chip.tsx';
import { useCategories } from '../api/get-categories.ts';
import { withAllChip } from '../model/paging.ts';

/** The category chips, the special 'all' chip first (000 §2, §3). */
export function CategoryChips({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const { t } = useTranslation();
  const { data } = useCategories();
  return (
    <ChipGroup label={t('games.categories.label')}>
      {withAllChip(data).map((chip) => (
        <Chip key={chip.slug} pressed={chip.slug === value} onClick={() => onChange(chip.slug)}>
          {t(chip.categoryKey)}
        </Chip>
      ))}
    </ChipGroup>
  );
}
