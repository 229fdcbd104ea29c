import type { BankAccount } from '@croupier/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/fields.tsx';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { WalletPage } from '../../../shared/wallet/WalletPage.tsx';
import { bankAccountQuery } from '../api/get-bank-account.ts';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import {
  accountNumberMessage,
  bankNameMessage,
  collapseHolderName,
  holderNameMessage,
} from '../model/rules.ts';

/** `/profile/bank-account` (001 §2, §3, §4, §5): register the account, or replace it (reset flow). */
export function BankAccountPage() {
  const { t } = useTranslation();
  return (
    <WalletPage path={paths.bankAccount} title={t('bankAccount.title')}>
      {(uuid) => <BankAccountSection uuid={uuid} />}
    </WalletPage>
  );
}

function BankAccountSection({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const account = useQuery(bankAccountQuery(uuid));
  const [editing, setEditing] = useState(false);
  if (account.isError) return <ErrorState onRetry={() => void account.refetch()} />;
  if (!account.data) return <Spinner />;
  const a = account.data;
  const registered = a.accountNumber !== null;
  return (
    <div className="flex flex-col gap-4">
      <p>
        {t('bankAccount.status.label')}: <strong>{t(`bankAccount.status.${a.status}`)}</strong>
      </p>
      {registered && !editing ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-line bg-surface p-4 text-sm">
            <dt className="text-muted">{t('bankAccount.bankName')}</dt>
            <dd>{a.bankName}</dd>
            <dt className="text-muted">{t('bankAccount.holderName')}</dt>
            <dd>{a.accountHolderName}</dd>
            <dt className="text-muted">{t('bankAccount.number')}</dt>
            <dd>{a.accountNumber}</dd>
          </dl>
          <div>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('bankAccount.change')}
            </Button>
          </div>
        </>
      ) : (
        <BankAccountForm uuid={uuid} account={a} registered={registered} onSaved={() => setEditing(false)} />
      )}
    </div>
  );
}

interface Values {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
}

/** Digits only for the number; the holder name's repeated spaces collapse and it is trimmed. */
function BankAccountForm({
  uuid,
  account,
  registered,
  onSaved,
}: {
  uuid: string;
  account: BankAccount;
  registered: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBankAccount(uuid, registered);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      bankName: account.bankName ?? '',
      accountHolderName: account.accountHolderName ?? '',
      accountNumber: account.accountNumber ?? '',
    },
  });
  const onSubmit = async (values: Values) => {
    try {
      await save.mutateAsync({ ...values, accountHolderName: collapseHolderName(values.accountHolderName) });
      toastSuccess(t('bankAccount.saved'));
      onSaved();
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <TextField
        label={t('bankAccount.bankName')}
        autoComplete="off"
        error={errors.bankName?.message}
        {...register('bankName', { validate: (v) => bankNameMessage(v) ?? true })}
      />
      <TextField
        label={t('bankAccount.holderName')}
        autoComplete="name"
        error={errors.accountHolderName?.message}
        {...register('accountHolderName', {
          validate: (v) => holderNameMessage(v) ?? true,
          onBlur: (e) =>
            setValue('accountHolderName', collapseHolderName(e.target.value), { shouldValidate: true }),
        })}
      />
      <TextField
        label={t('bankAccount.number')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber', { validate: (v) => accountNumberMessage(v) ?? true })}
      />
      <Button type="submit" disabled={isSubmitting}>
        {t('bankAccount.submit')}
      </Button>
    </form>
  );
}
