import { useTranslation } from 'react-i18next';
import { isolated } from '../../../../shared/i18n/bidi.ts';

/** Step SUCCESS (000 §2): registered, and what became of the promo code. */
export function SuccessStep({ promo }: { promo: { code: string; status: string } | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2">
      <p>{t('auth.registration.success')}</p>
      {promo && (
        <p>
          {promo.status === 'ACCEPTED'
            ? t('auth.registration.promoAccepted', isolated(i18n.language, { code: promo.code }))
            : t('auth.registration.promoInvalid', isolated(i18n.language, { code: promo.code }))}
        </p>
      )}
    </div>
  );
}
