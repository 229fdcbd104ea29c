import type { ReopenBody } from '@croupier/contract/protection-breaks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoolingOffText } from '../../../shared/protection/brand-protection.ts';
import { reopenAccount } from '../../../shared/protection/reopen-account.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError } from '../../../shared/ui/toast.tsx';
import { useFormat } from '../../../shared/use-format.ts';
import { FormAlert } from './AuthCard.tsx';

/** A login refused by a time-out or self-exclusion (423): its code, details and the credentials tried. */
export interface BreakRefusal {
  ended: boolean;
  details: Record<string, unknown>;
  credentials: ReopenBody;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Says until when the account is closed; once a self-exclusion has ended, offers to ask to reopen
 * it (with the credentials just given) and then says when it reopens.
 */
export function BreakAlert({ refusal }: { refusal: BreakRefusal }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const wait = useCoolingOffText();
  const { details } = refusal;
  const [reopensAt, setReopensAt] = useState(text(details.reopensAt));
  const [asking, setAsking] = useState(false);
  const until = text(details.expirationDate);
  const kind = details.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : 'TIME_OUT';

  const ask = async () => {
    setAsking(true);
    try {
      setReopensAt((await reopenAccount(refusal.credentials)).reopensAt);
    } catch (error) {
      toastApiError(error);
    } finally {
      setAsking(false);
    }
  };

  if (!refusal.ended) {
    return (
      <FormAlert>
        {until
          ? t(`auth.login.onBreak.${kind}`, { date: dateTime(until) })
          : t('auth.login.selfExcludedPermanently')}
      </FormAlert>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <FormAlert>
        {reopensAt
          ? t('auth.login.reopening', { date: dateTime(reopensAt) })
          : t('auth.login.selfExclusionEnded', { date: until ? dateTime(until) : '', wait })}
      </FormAlert>
      {!reopensAt && (
        <Button variant="secondary" disabled={asking} onClick={() => void ask()}>
          {t('auth.login.reopen')}
        </Button>
      )}
    </div>
  );
}
