import type { SessionSummary } from '@croupier/contract/protection-session';
import { SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from '@croupier/contract/protection-session';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { useBrandProtection, useCoolingOffText } from '../../../shared/protection/brand-protection.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastApiError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { playerSessionQuery } from '../api/get-player-session.ts';
import { useConfirmSessionLimit, useSetRealityCheck, useSetSessionLimit } from '../api/set-session.ts';
import { intervalLabel } from '../model/session.ts';

/**
 * Reality checks and the daily time limit on the safer-gambling page (docs/decisions/044), as the
 * brand offers them (046): a daily limit the player has stays shown, to be lowered or removed.
 */
export function SessionSettings({ uuid }: { uuid: string }) {
  const brand = useBrandProtection();
  const summary = useQuery(playerSessionQuery(uuid));
  if (summary.isError) return <ErrorState onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Spinner />;
  const limitShown = brand.tools.includes('SESSION_LIMIT') || summary.data.dailyLimit !== null;
  return (
    <>
      {brand.tools.includes('REALITY_CHECK') && <RealityCheckSettings uuid={uuid} summary={summary.data} />}
      {limitShown && <DailyTimeLimit uuid={uuid} summary={summary.data} />}
    </>
  );
}

const OFF = 'off';

function RealityCheckSettings({ uuid, summary }: { uuid: string; summary: SessionSummary }) {
  const { t } = useTranslation();
  const setCheck = useSetRealityCheck(uuid);
  const current = summary.realityCheck.intervalSeconds;
  const [choice, setChoice] = useState(current === null ? OFF : String(current));
  const options = [
    ...summary.realityCheck.choices.map((seconds) => {
      const { key, count } = intervalLabel(seconds);
      return { value: String(seconds), label: t(`realityCheck.every.${key}`, { count }) };
    }),
    ...(summary.realityCheck.mayBeOff ? [{ value: OFF, label: t('realityCheck.off') }] : []),
  ];
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setCheck.mutateAsync({ intervalSeconds: choice === OFF ? null : Number(choice) });
    } catch (error) {
      toastApiError(error);
      return;
    }
    toastSuccess(t('realityCheck.saved'));
  };
  return (
    <section aria-labelledby="reality-check-heading" className="flex flex-col gap-3">
      <h2 id="reality-check-heading" className="font-semibold text-xl">
        {t('realityCheck.settingsTitle')}
      </h2>
      <p className="text-muted text-sm">{t('realityCheck.explain')}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label={t('realityCheck.interval')}
          options={options}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={setCheck.isPending}>
          {t('realityCheck.save')}
        </Button>
      </form>
    </section>
  );
}

function DailyTimeLimit({ uuid, summary }: { uuid: string; summary: SessionSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const setLimit = useSetSessionLimit(uuid);
  const confirm = useConfirmSessionLimit(uuid);
  const wait = useCoolingOffText();
  const limit = summary.dailyLimit;
  const pending = limit?.pending ?? null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ minutes: string }>({ mode: 'onTouched', defaultValues: { minutes: '' } });

  const send = async (minutes: number | null) => {
    let answer: SessionSummary;
    try {
      answer = await setLimit.mutateAsync({ minutes });
    } catch (error) {
      toastApiError(error);
      return;
    }
    reset();
    const waiting = answer.dailyLimit?.pending;
    if (waiting) toastSuccess(t('sessionLimit.savedPending', { date: format.dateTime(waiting.effectiveAt) }));
    else toastSuccess(t('sessionLimit.saved'));
  };
  const onConfirm = () =>
    confirm.mutate(undefined, {
      onError: (error) => toastApiError(error),
      onSuccess: () => toastSuccess(t('sessionLimit.confirmed')),
    });

  return (
    <section aria-labelledby="session-limit-heading" className="flex flex-col gap-3">
      <h2 id="session-limit-heading" className="font-semibold text-xl">
        {t('sessionLimit.title')}
      </h2>
      <p className="text-muted text-sm">{t('sessionLimit.explain', { wait })}</p>
      {limit ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('sessionLimit.limit')}</dt>
          <dd>{t('sessionLimit.minutes', { count: limit.minutes })}</dd>
          <dt className="text-muted">{t('sessionLimit.used')}</dt>
          <dd>{t('sessionLimit.minutes', { count: limit.usedMinutes })}</dd>
          {summary.endsAt && (
            <>
              <dt className="text-muted">{t('sessionLimit.endsAt')}</dt>
              <dd>{format.dateTime(summary.endsAt)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-muted text-sm">{t('sessionLimit.none')}</p>
      )}
      {pending && (
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {pending.minutes === null
              ? t('sessionLimit.pendingRemoval', { date: format.dateTime(pending.effectiveAt) })
              : t('sessionLimit.pendingRaise', {
                  minutes: pending.minutes,
                  date: format.dateTime(pending.effectiveAt),
                })}
          </p>
          {pending.confirmable && (
            <Button onClick={onConfirm} disabled={confirm.isPending}>
              {t('sessionLimit.confirm')}
            </Button>
          )}
        </div>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(({ minutes }) => send(Number(minutes)))}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <TextField
          label={t('sessionLimit.field')}
          inputMode="numeric"
          autoComplete="off"
          className="sm:flex-1"
          error={errors.minutes?.message}
          errorValues={{ min: String(SESSION_LIMIT_MIN_MINUTES), max: String(SESSION_LIMIT_MAX_MINUTES) }}
          {...register('minutes', {
            validate: (v) => {
              const n = Number(v.trim());
              return (
                (Number.isInteger(n) && n >= SESSION_LIMIT_MIN_MINUTES && n <= SESSION_LIMIT_MAX_MINUTES) ||
                'sessionLimit.fieldError'
              );
            },
          })}
        />
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" disabled={setLimit.isPending}>
            {t(limit ? 'sessionLimit.change' : 'sessionLimit.set')}
          </Button>
          {limit && !(pending && pending.minutes === null) && (
            <Button variant="secondary" disabled={setLimit.isPending} onClick={() => void send(null)}>
              {t('sessionLimit.remove')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
