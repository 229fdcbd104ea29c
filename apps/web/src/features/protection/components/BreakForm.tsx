import { type BreakPeriod, breakEnd, type TakeBreakBody } from '@croupier/contract/protection-breaks';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrors } from '../../../shared/forms/fields.tsx';
import { useCoolingOffText } from '../../../shared/protection/brand-protection.ts';
import { logout } from '../../../shared/session/logout.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { toastApiError, toastInfo } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { useTakeBreak } from '../api/take-break.ts';

type Kind = TakeBreakBody['kind'];

/**
 * The choice of a break's length, what it does, and the confirmation before it starts (a dialog:
 * it cannot be undone). Once taken, the server has ended every session; the page logs out.
 */
export function BreakForm({ kind, periods }: { kind: Kind; periods: readonly BreakPeriod[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const modals = useModals();
  const take = useTakeBreak();
  const [period, setPeriod] = useState<BreakPeriod | ''>('');
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();
  const until = (p: BreakPeriod) => {
    const end = breakEnd(p, new Date());
    return end ? format.dateTime(end) : null;
  };

  const start = async (chosen: BreakPeriod, close: () => void) => {
    try {
      await take.mutateAsync({ kind, period: chosen } as TakeBreakBody);
    } catch (err) {
      close();
      toastApiError(err);
      return;
    }
    close();
    toastInfo(t(`breaks.${kind}.done`));
    await logout();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!period) {
      setError('breaks.choose');
      return;
    }
    const date = until(period);
    modals.open({
      title: date ? t(`breaks.${kind}.confirmTitle`, { date }) : t('breaks.SELF_EXCLUSION.confirmPermanent'),
      render: (close) => (
        <div className="flex flex-col gap-4">
          <Consequences kind={kind} date={date} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              {t('breaks.cancel')}
            </Button>
            <Button onClick={() => void start(period, close)}>
              {date ? t(`breaks.${kind}.confirm`, { date }) : t('breaks.SELF_EXCLUSION.confirmForever')}
            </Button>
          </div>
        </div>
      ),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className="mb-1 font-medium text-sm">{t(`breaks.${kind}.length`)}</legend>
        {periods.map((p) => (
          <label key={p} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`break-${kind}`}
              value={p}
              checked={period === p}
              onChange={() => {
                setPeriod(p);
                setError(undefined);
              }}
              className="focus-ring size-4"
            />
            {t(`breaks.periods.${p}`)}
          </label>
        ))}
        <FieldErrors id={errorId} error={error} alert />
      </fieldset>
      {period && <Consequences kind={kind} date={until(period)} />}
      <Button type="submit" className="self-start" disabled={take.isPending}>
        {t(`breaks.${kind}.submit`)}
      </Button>
    </form>
  );
}

/** Exactly what a break does, with its end date (null: permanent). */
function Consequences({ kind, date }: { kind: Kind; date: string | null }) {
  const { t } = useTranslation();
  const wait = useCoolingOffText();
  const login = date ? t(`breaks.${kind}.loginUntil`, { date, wait }) : t('breaks.SELF_EXCLUSION.loginNever');
  return (
    <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
      <li>{t('breaks.effects.logout')}</li>
      <li>{login}</li>
      <li>{t('breaks.effects.marketing')}</li>
      <li>{t('breaks.effects.bonuses')}</li>
      <li>{t('breaks.effects.withdrawals')}</li>
      <li>{t('breaks.effects.final')}</li>
    </ul>
  );
}
