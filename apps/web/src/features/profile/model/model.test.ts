import { describe, expect, it } from 'vitest';
import { profile } from '../../../test/profile.ts';
import { changesContact, isoToBirthInput, profileToForm, toUpdateBody } from './profile-form.ts';

const separate = { nameMode: 'separate', birthDateType: 'birthInput' } as const;

describe('profile form (000 §5)', () => {
  it('shows the birth date as DD/MM/YYYY and sends it as YYYY-MM-DD', () => {
    expect(isoToBirthInput('1990-12-31')).toBe('31/12/1990');
    expect(isoToBirthInput(null)).toBe('');
    const values = { ...profileToForm(profile, 'birthInput', '+1'), birthDate: '01/02/1985' };
    expect(toUpdateBody(values, profile, separate).birthDate).toBe('1985-02-01');
    const calendar = { ...profileToForm(profile, 'birthCalendar', '+1') };
    expect(calendar.birthDate).toBe('1990-12-31');
    expect(toUpdateBody(calendar, profile, { ...separate, birthDateType: 'birthCalendar' }).birthDate).toBe(
      '1990-12-31',
    );
  });

  it('does not send empty or UNDEFINED values, nor an unchanged e-mail or phone', () => {
    const values = { ...profileToForm(profile, 'birthInput', '+1'), lastName: '', city: 'UNDEFINED' };
    const body = toUpdateBody(values, profile, separate);
    expect(body).toEqual({
      firstName: 'Ada',
      birthDate: '1990-12-31',
      additionalData: { userAgreement: true, userAge: true },
    });
  });

  it('sends the full name in name mode full', () => {
    const values = { ...profileToForm(profile, 'birthInput', '+1'), fullName: 'Ada King Lovelace' };
    const body = toUpdateBody(values, profile, { ...separate, nameMode: 'full' });
    expect(body.fullName).toBe('Ada King Lovelace');
    expect(body).not.toHaveProperty('firstName');
  });

  it('asks for the password when the e-mail or the phone changes, and sends it then only', () => {
    const same = profileToForm(profile, 'birthInput', '+1');
    expect(changesContact(same, profile)).toBe(false);
    expect(toUpdateBody({ ...same, password: 'secret-pass' }, profile, separate)).not.toHaveProperty(
      'password',
    );
    const newEmail = { ...same, email: ' NEW@Example.com ', password: 'secret-pass' };
    expect(changesContact(newEmail, profile)).toBe(true);
    expect(toUpdateBody(newEmail, profile, separate)).toMatchObject({
      email: 'new@example.com',
      password: 'secret-pass',
    });
    const newPhone = { ...same, phone: '2025550123', password: 'secret-pass' };
    expect(changesContact(newPhone, profile)).toBe(true);
    expect(toUpdateBody(newPhone, profile, separate)).toMatchObject({
      phone: '2025550123',
      phoneCode: '+1',
      password: 'secret-pass',
    });
  });
});
