import { useTranslation } from 'react-i18next';
import { TextField } from '../forms/fields.tsx';
import { KEY_LIST_SEPARATOR } from '../forms/rules.ts';
import { usePromoCheck } from './use-promo-check.ts';
import type { PromoMarket } from './validate-promo-code.ts';

/**
 * The optional promo-code field of registration and deposit (001 §5, §8): checked as the player
 * types; a refused code shows its reasons joined by commas as the field's error (after the form's
 * own), a usable one a short confirmation with its reward's title. It never blocks the form: the
 * server decides on submit.
 */
export function PromoCodeField({
  typed,
  market,
  error,
  ...input
}: Omit<Parameters<typeof TextField>[0], 'hint'> & {
  /** The field's value as the form holds it now. */
  typed: string;
  market?: PromoMarket | undefined;
}) {
  const { t } = useTranslation();
  const check = usePromoCheck(typed, market);
  const refused = check.status === 'refused' ? check.reasons.join(KEY_LIST_SEPARATOR) : undefined;
  return (
    <TextField
      dir="ltr"
      {...input}
      error={error ?? refused}
      hint={
        check.status === 'valid' ? (
          <span role="status">
            {check.title ? t('promo.acceptedTitle', { title: check.title }) : t('promo.accepted')}
          </span>
        ) : undefined
      }
    />
  );
}
