import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';

const WithdrawalForm = lazy(async () => ({
  default: (await import('./WithdrawalForm.tsx')).WithdrawalForm,
}));

/** Opens the withdrawal form in a modal (001 §2: the withdraw flow is a modal, its path not shown). */
export function useOpenWithdrawal(): () => void {
  const { t } = useTranslation();
  const modals = useModals();
  return () =>
    modals.open({
      title: t('withdrawal.title'),
      render: (close) => (
        <Suspense fallback={<Spinner />}>
          <WithdrawalForm onClose={close} />
        </Suspense>
      ),
    });
}
