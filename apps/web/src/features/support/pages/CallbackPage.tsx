import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { TextField } from '../../../shared/forms/fields.tsx';
import { PhoneFields } from '../../../shared/forms/PhoneFields.tsx';
import { isolated } from '../../../shared/i18n/bidi.ts';
import { paths } from '../../../shared/paths.ts';
import { useProfile } from '../../../shared/profile/get-profile.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { toastApiError } from '../../../shared/ui/toast.tsx';
import { CallbackFailed, useRequestCallback } from '../api/request-callback.ts';
import { callbackPhone, callbackPhoneCode, phoneCodeChoices } from '../model/callback.ts';

interface Values {
  name: string;
  phoneCode: string;
  phone: string;
}

/** `/callback` (001 §2): the call-back form, then its success step. Prefilled for a logged-in player. */
export function CallbackPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { uuid, isLogged } = useSession();
  const profile = useProfile(isLogged ? uuid : null);
  const request = useRequestCallback();
  const [done, setDone] = useState<{ name: string; phone: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { name: '', phoneCode: callbackPhoneCode(brand), phone: '' },
  });

  // The player's own name and phone fill the form once, unless the player already typed.
  const prefilled = useRef(false);
  useEffect(() => {
    const p = profile.data;
    if (!p || prefilled.current) return;
    prefilled.current = true;
    if (getFieldState('name').isDirty || getFieldState('phone').isDirty) return;
    const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username || '';
    reset({
      name,
      phoneCode: p.phoneCode ?? callbackPhoneCode(brand),
      phone: p.phone ?? '',
    });
  }, [profile.data, reset, getFieldState, brand]);

  const onSubmit = async (values: Values) => {
    setFailed(false);
    const phone = callbackPhone(values.phone, values.phoneCode);
    if ('error' in phone) {
      setError('phone', { message: phone.error });
      return;
    }
    const name = values.name.trim();
    try {
      await request.mutateAsync({
        phone: phone.phone,
        name,
        brand: brand.brandId,
        player_id: isLogged && uuid ? uuid : '',
      });
      setDone({ name, phone: `+${phone.phone}` });
    } catch (error) {
      if (error instanceof CallbackFailed) setFailed(true);
      else if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'phone' || field === 'name') setError(field, { message: fieldErrorKey(message) });
          else setFailed(true);
        }
      } else if (isApiError(error) && error.status === 429) toastApiError(error);
      else setFailed(true);
    }
  };

  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 shadow-lg">
      {done ? (
        <div className="flex flex-col gap-4" role="status">
          <h1 className="font-bold text-2xl">{t('callback.success.title')}</h1>
          <p>{t('callback.success.text', isolated(i18n.language, { name: done.name, phone: done.phone }))}</p>
          <Link to={paths.home} className="focus-ring self-start font-semibold text-primary underline">
            {t('callback.success.home')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <h1 className="font-bold text-2xl">{t('callback.title')}</h1>
          <p className="text-muted text-sm">{t('callback.intro')}</p>
          <TextField
            label={t('callback.fields.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name', {
              validate: (v) => (v.trim() && v.trim().length <= 100 ? true : 'callback.errors.name'),
            })}
          />
          <PhoneFields
            codes={phoneCodeChoices(brand)}
            codeField={register('phoneCode')}
            phoneField={register('phone', {
              validate: (v, all) => {
                const checked = callbackPhone(v, all.phoneCode);
                return 'error' in checked ? checked.error : true;
              },
            })}
            error={errors.phone?.message}
          />
          {failed && (
            <p
              role="alert"
              className="rounded-lg border border-red-500/50 bg-red-500/10 px-3 py-2 text-red-300 text-sm"
            >
              {t('callback.errors.callback-fail')}
            </p>
          )}
          <Button type="submit" disabled={isSubmitting}>
            {t('callback.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
