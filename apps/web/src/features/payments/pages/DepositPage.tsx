import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../shared/brand/index.ts';
import { TabPanel, Tabs } from '../../../shared/forms/Tabs.tsx';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useBalance } from '../../../shared/wallet/balance.ts';
import { WalletPage } from '../../../shared/wallet/WalletPage.tsx';
import { DepositForm } from '../components/DepositForm.tsx';
import { VoucherForm } from '../components/VoucherForm.tsx';

type Tab = 'DEPOSIT' | 'REDEEM';

/** `/deposit` (001 §2): tabs DEPOSIT and REDEEM, REDEEM only when the brand enables it. */
export function DepositPage() {
  const { t } = useTranslation();
  return (
    <WalletPage path={paths.deposit} title={t('deposit.title')}>
      {() => <DepositTabs />}
    </WalletPage>
  );
}

function DepositTabs() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { uuid } = useSession();
  const balance = useBalance(uuid);
  const [tab, setTab] = useState<Tab>('DEPOSIT');
  const tabs = [
    { id: 'DEPOSIT' as const, label: t('deposit.tabs.deposit') },
    ...(brand.features.redeem ? [{ id: 'REDEEM' as const, label: t('deposit.tabs.redeem') }] : []),
  ];
  const currency = balance.data?.currency ?? (balance.isError ? brand.defaultCurrency : null);
  return (
    <div className="flex flex-col gap-4">
      {tabs.length > 1 && (
        <Tabs label={t('deposit.tabs.label')} items={tabs} value={tab} onChange={setTab} idPrefix="deposit" />
      )}
      <TabPanel idPrefix="deposit" value={tab} tabbed={tabs.length > 1}>
        {tab === 'REDEEM' ? (
          <VoucherForm />
        ) : uuid && currency ? (
          <DepositForm uuid={uuid} currency={currency} />
        ) : (
          <Spinner />
        )}
      </TabPanel>
    </div>
  );
}
