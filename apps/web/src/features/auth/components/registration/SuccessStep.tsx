import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';

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

/** The modal of an existing account whose password did not log in (000 §4): log in, or recover it. */
export function AccountExists({ onLogin, onForgot }: { onLogin: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p>{t('auth.registration.exists.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onLogin}>{t('auth.registration.exists.login')}</Button>
        <Button variant="secondary" onClick={onForgot}>
          {t('auth.registration.exists.forgot')}
        </Button>
      </div>
    </div>
  );
}
