import type { SessionSummary } from '@croupier/contract/protection-session';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { played } from '../model/session.ts';

/**
 * The reality check (docs/decisions/044): how long this session has lasted, what was wagered and
 * won and the net position, from the server; Continue, Log out or Open history.
 */
export function RealityCheckDialog({
  summary,
  onContinue,
  onLogout,
  onHistory,
}: {
  summary: SessionSummary;
  onContinue: () => void;
  onLogout: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: number) => format.money(value, summary.currency);
  const time = played(summary.startedAt, summary.now);
  return (
    <div className="flex flex-col gap-4">
      <p>{t('realityCheck.played', time)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{t('realityCheck.wagered')}</dt>
        <dd>{money(summary.wagered)}</dd>
        <dt className="text-muted">{t('realityCheck.won')}</dt>
        <dd>{money(summary.won)}</dd>
        <dt className="text-muted">{t('realityCheck.net')}</dt>
        <dd>{money(summary.net)}</dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onHistory}>
          {t('realityCheck.history')}
        </Button>
        <Button variant="secondary" onClick={onLogout}>
          {t('realityCheck.logout')}
        </Button>
        <Button autoFocus onClick={onContinue}>
          {t('realityCheck.continue')}
        </Button>
      </div>
    </div>
  );
}
