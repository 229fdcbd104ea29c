import { GENDERS } from '@croupier/contract/constants';
import type { Profile } from '@croupier/contract/profile';
import { normalizeEmail } from '@croupier/contract/rules/credentials';
import { PHONE_MESSAGES } from '@croupier/contract/rules/phone';
import { birthDateProblem, formatBirthInput, profileSettings } from '@croupier/contract/rules/profile';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { useBrand } from '../../../shared/brand/index.ts';
import { fieldErrorKey } from '../../../shared/forms/field-error.ts';
import { CheckboxField, SelectField, TextField } from '../../../shared/forms/fields.tsx';
import { PhoneFields } from '../../../shared/forms/PhoneFields.tsx';
import { brandValidator } from '../../../shared/forms/rules.ts';
import { usePlayerForm } from '../../../shared/forms/use-player-form.ts';
import { emailProblem, phoneProblem } from '../../../shared/forms/validators.ts';
import { Button, keepFocusOnPress } from '../../../shared/ui/Button.tsx';
import { toastError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  birthDateToIso,
  changesContact,
  type ProfileFormValues,
  profileToForm,
  toUpdateBody,
} from '../model/profile-form.ts';
import { useTakenCheck } from '../model/use-taken-check.ts';

/**
 * The profile form (000 §5 Profile update, §8): the brand's name mode and birth-date type, gender,
 * the agreement checkboxes, e-mail and phone checked for existence 500 ms after a change, the
 * password asked again when either changes; unset values are not sent.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const updateProfile = useUpdateProfile(profile.uuid);
  const settings = profileSettings(brand.profile);
  const defaultPhoneCode = brand.phoneCodes[0]?.code ?? '+1';
  const {
    register,
    control,
    handleSubmit,
    watch,
    trigger,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = usePlayerForm<ProfileFormValues>({
    defaultValues: profileToForm(profile, settings.birthDateType, defaultPhoneCode),
  });

  // Only the contact fields: watching every field rendered the whole form again at each key typed.
  const [typedEmail = '', typedPhone = '', phoneCode] = watch(['email', 'phone', 'phoneCode']);
  const email = normalizeEmail(typedEmail);
  const phone = typedPhone.trim();
  const needsPassword = changesContact({ email: typedEmail, phone: typedPhone, phoneCode }, profile);

  const emailTaken = useTakenCheck(
    email,
    email !== (profile.email ?? '') && !emailProblem(email) ? { kind: 'email', email } : null,
    'auth.errors.email-validation',
    () => void trigger('email'),
  );
  const phoneKey = `${phoneCode}${phone}`;
  const phoneTaken = useTakenCheck(
    phoneKey,
    phone !== '' &&
      phoneKey !== `${profile.phoneCode ?? ''}${profile.phone ?? ''}` &&
      !phoneProblem(phone, phoneCode, PHONE_MESSAGES.invalid)
      ? { kind: 'phone', phone, phoneCode }
      : null,
    'auth.errors.phone-validation',
    () => void trigger('phone'),
  );

  const v = brandValidator(brand);

  const onSubmit = async (form: ProfileFormValues) => {
    try {
      const updated = await updateProfile.mutateAsync(toUpdateBody(form, profile, settings));
      reset(profileToForm(updated, settings.birthDateType, defaultPhoneCode));
      toastSuccess(t('profile.saved'));
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        const known = Object.keys(form);
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (known.includes(field))
            setError(field as keyof ProfileFormValues, { type: 'server', message: fieldErrorKey(message) });
        }
        toastError(t('profile.errors.api-unexpected-update'));
      } else {
        toastError(t('profile.errors.unexpected-update'));
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {settings.nameMode === 'full' ? (
        <TextField
          label={t('profile.fields.fullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName', { validate: v('fullName', false) })}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.fields.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName', { validate: v('firstName', false) })}
          />
          <TextField
            label={t('profile.fields.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName', { validate: v('lastName', false) })}
          />
        </div>
      )}
      <TextField
        label={t('profile.fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          validate: v('email', false, (x) => [emailProblem(x), emailTaken(normalizeEmail(x))]),
        })}
      />
      <PhoneFields
        codes={[...new Set(brand.phoneCodes.map((c) => c.code))]}
        codeField={register('phoneCode', { onChange: () => phone && void trigger('phone') })}
        phoneField={register('phone', {
          validate: v('phone', false, (x, all) => [
            phoneProblem(x, String(all.phoneCode), PHONE_MESSAGES.invalid),
            phoneTaken(`${String(all.phoneCode)}${x.trim()}`),
          ]),
        })}
        error={errors.phone?.message}
      />
      {needsPassword && (
        <TextField
          label={t('profile.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { validate: v('oldPassword', true) })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {settings.birthDateType === 'birthInput' ? (
          <Controller
            control={control}
            name="birthDate"
            rules={{
              validate: (x) => (x ? (birthDateProblem(birthDateToIso(x, 'birthInput')) ?? true) : true),
            }}
            render={({ field }) => (
              <TextField
                label={t('profile.fields.birthDate')}
                placeholder={t('profile.fields.birthDatePlaceholder')}
                inputMode="numeric"
                autoComplete="bday"
                error={errors.birthDate?.message}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(formatBirthInput(e.target.value))}
              />
            )}
          />
        ) : (
          <TextField
            label={t('profile.fields.birthDate')}
            type="date"
            autoComplete="bday"
            error={errors.birthDate?.message}
            {...register('birthDate', { validate: (x) => (x ? (birthDateProblem(x) ?? true) : true) })}
          />
        )}
        <SelectField
          label={t('profile.fields.gender')}
          options={[
            { value: '', label: t('profile.gender.none') },
            ...GENDERS.map((g) => ({ value: g, label: t(`profile.gender.${g}`) })),
          ]}
          {...register('gender')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.fields.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city', { validate: v('city', false) })}
        />
        <TextField
          label={t('profile.fields.address')}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address', { validate: v('address', false) })}
        />
      </div>
      <CheckboxField label={t('profile.fields.userAgreement')} {...register('userAgreement')} />
      <CheckboxField label={t('profile.fields.userAge')} {...register('userAge')} />
      <div>
        <Button type="submit" disabled={isSubmitting} onMouseDown={keepFocusOnPress}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
