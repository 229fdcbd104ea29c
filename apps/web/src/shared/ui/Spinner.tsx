import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center justify-center p-4">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-line border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}
