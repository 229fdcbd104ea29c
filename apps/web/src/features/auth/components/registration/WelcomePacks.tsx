import type { WelcomePack } from '@croupier/contract/campaigns';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { landingKey } from '../../model/landing.ts';

/**
 * The welcome packs (000 §3): one radio per pack with its steps, and "no welcome pack". The chosen
 * pack's campaign goes in the signup payload as campaignUuid. The form says what a pack does and
 * where the player will land after registering (`landing`), as the choice changes.
 */
export function WelcomePacks({
  packs,
  value,
  onChange,
  landing,
}: {
  packs: readonly WelcomePack[];
  /** The chosen pack's campaign id; '' for none. */
  value: string;
  onChange: (campaignId: string) => void;
  /** Where the player lands after registering; null: the campaign's link, known once registered. */
  landing: string | null;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const landingId = useId();
  const option =
    'flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary';
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${hintId} ${landingId}`}>
      <legend className="mb-2 font-semibold text-sm">{t('auth.registration.welcomePacks')}</legend>
      <p id={hintId} className="text-muted text-sm">
        {t('auth.registration.welcomePacks.hint')}
      </p>
      {packs.map((pack) => (
        <label key={pack.uid} className={option}>
          <input
            type="radio"
            name="welcome-pack"
            value={pack.campaignId}
            checked={value === pack.campaignId}
            onChange={() => onChange(pack.campaignId)}
            className="mt-1"
          />
          {pack.icon && <img src={pack.icon} alt="" className="h-8 w-8" />}
          <span className="flex flex-col gap-1">
            <span className="font-semibold">{pack.title}</span>
            {pack.description && <span className="text-muted text-sm">{pack.description}</span>}
            {pack.steps.length > 0 && (
              <ol className="list-decimal ps-5 text-muted text-xs">
                {pack.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            )}
          </span>
        </label>
      ))}
      <label className={option}>
        <input
          type="radio"
          name="welcome-pack"
          value=""
          checked={value === ''}
          onChange={() => onChange('')}
          className="mt-1"
        />
        <span>{t('auth.registration.welcomePacks.none')}</span>
      </label>
      <p id={landingId} className="text-sm" aria-live="polite">
        {t('auth.registration.landing', { page: t(landingKey(landing)) })}
      </p>
    </fieldset>
  );
}
