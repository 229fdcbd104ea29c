import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/Button.tsx';

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
