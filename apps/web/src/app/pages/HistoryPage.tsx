import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetList } from '../../features/bets/components/BetList.tsx';
import { type FilterValues, HistoryFilters } from '../../features/payments/components/HistoryFilters.tsx';
import { useOpenWithdrawal } from '../../features/payments/components/open-withdrawal.tsx';
import { PaymentList } from '../../features/payments/components/PaymentList.tsx';
import { TabPanel, Tabs } from '../../shared/forms/Tabs.tsx';
import { paths } from '../../shared/paths.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { WalletPage } from '../../shared/wallet/WalletPage.tsx';

type Tab = 'DEPOSIT' | 'WITHDRAW' | 'BETS';

const NO_FILTER: FilterValues = { dateFrom: '', dateTo: '', status: '' };

/** `/profile/history` (001 §2): deposits, withdrawals and bets, with date range and status filters. */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <WalletPage path={paths.history} title={t('history.title')}>
      {(uuid) => <History uuid={uuid} />}
    </WalletPage>
  );
}

function History({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const openWithdrawal = useOpenWithdrawal();
  const [tab, setTab] = useState<Tab>('DEPOSIT');
  const [filter, setFilter] = useState<FilterValues>(NO_FILTER);
  const [page, setPage] = useState(0);
  const tabs = [
    { id: 'DEPOSIT' as const, label: t('history.tabs.deposit') },
    { id: 'WITHDRAW' as const, label: t('history.tabs.withdraw') },
    { id: 'BETS' as const, label: t('history.tabs.bets') },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="secondary" onClick={openWithdrawal}>
          {t('wallet.withdraw')}
        </Button>
      </div>
      <Tabs
        label={t('history.tabs.label')}
        items={tabs}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(0);
        }}
        idPrefix="history"
      />
      <TabPanel idPrefix="history" value={tab} tabbed>
        <div className="flex flex-col gap-4">
          <HistoryFilters
            key={tab}
            value={filter}
            withStatus={tab !== 'BETS'}
            onApply={(next) => {
              setFilter(next);
              setPage(0);
            }}
          />
          {tab === 'BETS' ? (
            <BetList
              uuid={uuid}
              filter={{ dateFrom: filter.dateFrom, dateTo: filter.dateTo, page }}
              onPage={setPage}
            />
          ) : (
            <PaymentList uuid={uuid} filter={{ ...filter, type: tab, page }} onPage={setPage} />
          )}
        </div>
      </TabPanel>
    </div>
  );
}
