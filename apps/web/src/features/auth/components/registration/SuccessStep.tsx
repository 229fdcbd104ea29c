import { useTranslation } from 'react-i18next';

/** Step SUCCESS (000 §2): registered, and what became of the promo code. */
export function SuccessStep({ promo }: { promo: { code: string; status: string } | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2">
      <p>{t('auth.registration.success')}</p>
      {promo && (
        <p>
          {promo.status === 'ACCEPTED'
            ? t('auth.registration.promoAccepted', { code: promo.code })
            : t('auth.registration.promoInvalid', { code: promo.code })}
        </p>
      )}
    </div>
  );
}
