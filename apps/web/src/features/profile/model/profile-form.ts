import type { Profile, UpdateProfileBody } from '@croupier/contract/profile';
import { normalizeEmail } from '@croupier/contract/rules/credentials';
import {
  type BirthDateType,
  birthInputToIso,
  joinFullName,
  type NameMode,
  omitUnset,
} from '@croupier/contract/rules/profile';

/** The profile form's values (000 §5 Profile update); every text is a string, '' when empty. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneCode: string;
  phone: string;
  /** DD/MM/YYYY (birthInput) or YYYY-MM-DD (birthCalendar). */
  birthDate: string;
  gender: '' | 'MALE' | 'FEMALE';
  city: string;
  address: string;
  userAgreement: boolean;
  userAge: boolean;
  /** The current password, asked again when the e-mail or the phone changes. */
  password: string;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function isoToBirthInput(iso: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

export function profileToForm(
  p: Profile,
  birthDateType: BirthDateType,
  defaultPhoneCode: string,
): ProfileFormValues {
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    fullName: joinFullName(p.firstName, p.lastName),
    email: p.email ?? '',
    phoneCode: p.phoneCode ?? defaultPhoneCode,
    phone: p.phone ?? '',
    birthDate: birthDateType === 'birthInput' ? isoToBirthInput(p.birthDate) : (p.birthDate ?? ''),
    gender: p.gender ?? '',
    city: p.city ?? '',
    address: p.address ?? '',
    userAgreement: p.additionalData.userAgreement,
    userAge: p.additionalData.userAge,
    password: '',
  };
}

/** True when the form changes the e-mail or the phone, which needs the password again. */
export function changesContact(
  values: Pick<ProfileFormValues, 'email' | 'phone' | 'phoneCode'>,
  p: Profile,
): boolean {
  const email = normalizeEmail(values.email);
  const emailChanged = email !== '' && email !== (p.email ?? '');
  const phoneChanged =
    values.phone.trim() !== '' &&
    (values.phone.trim() !== (p.phone ?? '') || values.phoneCode !== (p.phoneCode ?? values.phoneCode));
  return emailChanged || phoneChanged;
}

/** The birth date as the server takes it ('YYYY-MM-DD'), or the raw text when it is not whole. */
export function birthDateToIso(value: string, type: BirthDateType): string {
  if (type === 'birthCalendar') return value.trim();
  return birthInputToIso(value) ?? value.trim();
}

/**
 * The body of `PUT /profile/profiles/{id}` (000 §5): the name as the brand's mode asks, the birth
 * date as YYYY-MM-DD, e-mail and phone only when they change (with the password), and no empty
 * or UNDEFINED value.
 */
export function toUpdateBody(
  values: ProfileFormValues,
  p: Profile,
  settings: { nameMode: NameMode; birthDateType: BirthDateType },
): UpdateProfileBody {
  const contact = changesContact(values, p);
  const email = normalizeEmail(values.email);
  const phoneChanged = values.phone.trim() !== (p.phone ?? '') || values.phoneCode !== p.phoneCode;
  const names =
    settings.nameMode === 'full'
      ? { fullName: values.fullName }
      : { firstName: values.firstName, lastName: values.lastName };
  const body = omitUnset({
    ...names,
    email: email !== (p.email ?? '') ? email : undefined,
    phone: phoneChanged ? values.phone.trim() : undefined,
    phoneCode: phoneChanged && values.phone.trim() ? values.phoneCode : undefined,
    birthDate: values.birthDate ? birthDateToIso(values.birthDate, settings.birthDateType) : undefined,
    gender: values.gender,
    city: values.city,
    address: values.address,
    password: contact ? values.password : undefined,
  }) as UpdateProfileBody;
  return { ...body, additionalData: { userAgreement: values.userAgreement, userAge: values.userAge } };
}
