import type { WelcomePack } from '@croupier/contract/campaigns';
import { useTranslation } from 'react-i18next';

/**
 * The welcome packs (000 §3): one radio per pack with its steps, and "no welcome pack". The chosen
 * pack's campaign goes in the signup payload as campaignUuid.
 */
export function WelcomePacks({
  packs,
  value,
  onChange,
}: {
  packs: readonly WelcomePack[];
  /** The chosen pack's campaign id; '' for none. */
  value: string;
  onChange: (campaignId: string) => void;
}) {
  const { t } = useTranslation();
  const option =
    'flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-sm">{t('auth.registration.welcomePacks')}</legend>
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
              <ol className="list-decimal pl-5 text-muted text-xs">
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
    </fieldset>
  );
}
