import type { BrandConfig } from '@croupier/contract/content';
import { middlewareKey } from '@croupier/contract/errors';
import { normalizeEmail } from '@croupier/contract/rules/credentials';
import { validateFieldSync } from '@croupier/contract/rules/fields';
import { PHONE_MESSAGES } from '@croupier/contract/rules/phone';
import { useEffect, useRef, useState } from 'react';
import { type ExistenceQuery, useExistenceCheck } from '../../../../shared/account/use-existence-check.ts';
import { useBrand } from '../../../../shared/brand/index.ts';
import { useCommonPasswords } from '../../../../shared/forms/common-passwords.ts';
import { fieldErrorKey } from '../../../../shared/forms/field-error.ts';
import { brandValidator } from '../../../../shared/forms/rules.ts';
import { usePlayerForm } from '../../../../shared/forms/use-player-form.ts';
import { emailProblem, phoneProblem } from '../../../../shared/forms/validators.ts';
import { ddmmyyyyToIso } from '../../model/dates.ts';
import { loadDraft, saveDraft } from '../../model/draft.ts';
import { defaultPhoneCode, onCountryChange, onPhoneCodeChange } from '../../model/market.ts';
import type { RegistrationStep, StepContext } from '../../model/registration-steps.ts';
import type { RegistrationValues } from '../../model/signup-body.ts';
import { passwordProblems } from '../../model/validators.ts';

export type LoginField = 'email' | 'phone' | 'username';

/** The form's first values: the brand's defaults, then the draft kept from an earlier visit (no password). */
function initialValues(brand: BrandConfig): RegistrationValues {
  const code = defaultPhoneCode(brand);
  const market = onPhoneCodeChange(brand, code);
  const base: RegistrationValues = {
    type: brand.registration.types[0] ?? 'email',
    email: '',
    phoneCode: code,
    phone: '',
    username: '',
    password: '',
    country: brand.defaultCountry,
    currency: brand.defaultCurrency,
    firstName: '',
    lastName: '',
    birthDate: '',
    promoCode: '',
    agreements: false,
  };
  const draft = loadDraft() as Partial<RegistrationValues>;
  const merged = {
    ...base,
    ...(draft.type ? {} : { country: market.country, currency: market.currency }),
    ...draft,
  };
  if (!brand.registration.types.includes(merged.type)) merged.type = base.type;
  return { ...merged, password: '' };
}

/** The existence question for a well-formed login value; null for an empty or malformed one. */
function existenceQuery(
  field: LoginField,
  value: string,
  phoneCode: string,
  usernameRules: Parameters<typeof validateFieldSync>[1],
): ExistenceQuery | null {
  if (!value) return null;
  if (field === 'email') return emailProblem(value) ? null : { kind: 'email', email: normalizeEmail(value) };
  if (field === 'phone') {
    return phoneProblem(value, phoneCode, PHONE_MESSAGES.invalid)
      ? null
      : { kind: 'phone', phone: value, phoneCode };
  }
  return validateFieldSync(value, usernameRules)[0] ? null : { kind: 'login', login: value };
}

/**
 * The registration form (000 §3, §5): its values (kept as a draft but for the password), each
 * field's rules (the brand's, then the spec's), the existence check of the login value and the
 * fields each step validates.
 */
export function useRegistrationForm() {
  const brand = useBrand();
  const commonPasswords = useCommonPasswords();
  const [initial] = useState(() => initialValues(brand));
  const form = usePlayerForm<RegistrationValues>({
    defaultValues: initial,
  });
  const { register, watch, setValue, getValues, setError, trigger } = form;
  const type = watch('type');
  const phoneCode = watch('phoneCode');
  const loginField: LoginField = type;
  const template = brand.registration.template;
  const ctx: StepContext = { template, otp: brand.registration.oneTimeCode && type === 'phone' };

  // Field values are kept in local storage, except the password (000 §3).
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
  }, [watch]);

  // The existence check (000 §5): an existing account is a flag (the next step logs in), no message.
  const exists = useRef<Partial<Record<LoginField, string>>>({});
  const checkMessages = useRef<Partial<Record<LoginField, { value: string; message: string }>>>({});
  const loginValue = (watch(loginField) ?? '').trim();
  useExistenceCheck(
    existenceQuery(loginField, loginValue, phoneCode, brand.fieldRules.username),
    (answer) => {
      const field = loginField;
      if (answer.status === 'free' || (answer.status === 'taken' && field !== 'username')) {
        if (answer.status === 'free') delete exists.current[field];
        else exists.current[field] = loginValue;
        delete checkMessages.current[field];
        return;
      }
      delete exists.current[field];
      const message =
        answer.status === 'taken'
          ? fieldErrorKey(
              answer.error.fieldErrors.login ??
                answer.error.fieldErrors.username ??
                middlewareKey(answer.error.code),
            )
          : field === 'email'
            ? 'auth.errors.email-validation'
            : field === 'phone'
              ? PHONE_MESSAGES.invalid
              : 'auth.errors.login-validation';
      checkMessages.current[field] = { value: loginValue, message };
      setError(field, { type: 'exists', message });
    },
  );
  const checkedMessage = (field: LoginField, value: string) => {
    const found = checkMessages.current[field];
    return found && found.value === value.trim() ? found.message : undefined;
  };

  const v = brandValidator(brand);
  const fields = {
    email: register('email', {
      validate: v('email', true, (x) => [emailProblem(x), checkedMessage('email', x)]),
    }),
    phone: register('phone', {
      validate: v('phone', true, (x, values) => [
        phoneProblem(x, String(values.phoneCode), PHONE_MESSAGES.invalid),
        checkedMessage('phone', x),
      ]),
    }),
    username: register('username', { validate: v('username', true, (x) => [checkedMessage('username', x)]) }),
    password: register('password', {
      validate: v('password', true, (x, values) => passwordProblems(x, values, commonPasswords)),
    }),
    birthDate: register('birthDate', {
      validate: v('birthDate', false, (x) => [ddmmyyyyToIso(x) ? undefined : 'auth.errors.birth-date']),
    }),
    firstName: register('firstName', { validate: v('firstName', false) }),
    lastName: register('lastName', { validate: v('lastName', false) }),
    promoCode: register('promoCode', { validate: v('promoCode', false) }),
    agreements: register('agreements', {
      validate: v('agreements', true),
      onChange: () => void trigger('agreements'),
    }),
    phoneCode: register('phoneCode', {
      onChange: (e: { target: { value: string } }) => {
        const next = onPhoneCodeChange(brand, e.target.value);
        setValue('country', next.country);
        setValue('currency', next.currency);
        if (getValues('phone')) void trigger('phone');
      },
    }),
    country: register('country', {
      onChange: (e: { target: { value: string } }) =>
        setValue('currency', onCountryChange(brand, e.target.value).currency),
    }),
    currency: register('currency'),
  };

  /** The fields a step checks before it moves on. */
  const stepFields = (s: RegistrationStep): (keyof RegistrationValues)[] => {
    const credentials: (keyof RegistrationValues)[] = [loginField, 'password'];
    if (s === 'FIRST')
      return template === 'light' ? [...credentials, 'promoCode', 'agreements'] : credentials;
    if (s === 'SECOND') return ['birthDate', 'firstName', 'lastName', 'promoCode', 'agreements'];
    return [];
  };

  /** Shows the server's messages on the login fields they name; true when one was shown. */
  const showServerFieldError = (fieldErrors: Record<string, string>): boolean => {
    let shown = false;
    for (const [field, message] of Object.entries(fieldErrors)) {
      const name = (
        ['email', 'phone', 'username'].includes(field) ? field : field === 'login' ? loginField : null
      ) as keyof RegistrationValues | null;
      if (name && name in getValues()) {
        setError(name, { type: 'server', message: fieldErrorKey(message) });
        shown = true;
      }
    }
    return shown;
  };

  /** The account of the login value as typed now is known to exist (000 §4: log in instead). */
  const accountExists = () =>
    type !== 'username' && exists.current[loginField] === getValues(loginField).trim();

  return { form, fields, type, phoneCode, loginField, ctx, stepFields, showServerFieldError, accountExists };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
