import { historyRangeMessage, STATUS_FILTERS } from '@croupier/contract/rules/payments';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { Button } from '../../../shared/ui/Button.tsx';

export interface FilterValues {
  dateFrom: string;
  dateTo: string;
  /** Raw statuses of the 001 §4 filter mapping; '' for all. */
  status: string;
}

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The history's date range and status filter (001 §4, §5): the start not after the end, neither
 * in the future. Applied on submit.
 */
export function HistoryFilters({
  value,
  withStatus,
  onApply,
}: {
  value: FilterValues;
  withStatus: boolean;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues>({ defaultValues: value });
  const max = today();
  return (
    <form
      noValidate
      aria-label={t('history.filters')}
      onSubmit={handleSubmit(onApply)}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3"
    >
      <TextField
        type="date"
        label={t('history.dateFrom')}
        max={max}
        error={errors.dateFrom?.message}
        {...register('dateFrom', {
          validate: (from, all) =>
            historyRangeMessage(from || undefined, all.dateTo || undefined, today()) ?? true,
        })}
      />
      <TextField
        type="date"
        label={t('history.dateTo')}
        max={max}
        {...register('dateTo', { deps: ['dateFrom'] })}
      />
      {withStatus && (
        <SelectField
          label={t('history.status.label')}
          options={[
            { value: '', label: t('history.status.all') },
            { value: STATUS_FILTERS.processing, label: t('history.status.processing') },
            { value: STATUS_FILTERS.confirmed, label: t('history.status.confirmed') },
            { value: STATUS_FILTERS.decline, label: t('history.status.decline') },
          ]}
          {...register('status')}
        />
      )}
      <Button type="submit" variant="secondary">
        {t('history.apply')}
      </Button>
    </form>
  );
}
