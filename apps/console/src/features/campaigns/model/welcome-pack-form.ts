import type { WelcomePackBody, WelcomePackRecord } from '@croupier/contract/campaigns-operator';
import type { z } from 'zod';
import {
  DEFAULT_LOCALE,
  type LocaleRow,
  localeRows,
  textsByLocale,
} from '../../../shared/forms/locale-texts.ts';

/**
 * The welcome pack form's values (its texts one row a language, their steps one a line) and their
 * way to the contract's `WelcomePackBody`, whose schema validates the result before it is sent.
 */
export interface WelcomePackTextValues extends LocaleRow {
  title: string;
  description: string;
  /** One step a line. */
  steps: string;
}
export interface WelcomePackFormValues {
  campaignUUID: string;
  content: WelcomePackTextValues[];
  icon: string;
  isDefault: boolean;
  buttonLink: string;
  position: string;
}

export const emptyWelcomePackTexts = (locale: string): WelcomePackTextValues => ({
  locale,
  title: '',
  description: '',
  steps: '',
});

export const NEW_WELCOME_PACK: WelcomePackFormValues = {
  campaignUUID: '',
  content: [emptyWelcomePackTexts(DEFAULT_LOCALE)],
  icon: '',
  isDefault: false,
  buttonLink: '',
  position: '0',
};

export function welcomePackFormValues(w: WelcomePackRecord): WelcomePackFormValues {
  return {
    campaignUUID: w.campaignUUID,
    content: localeRows(w.content, (locale, t) => ({
      locale,
      title: t.title,
      description: t.description,
      steps: t.steps.join('\n'),
    })),
    icon: w.icon ?? '',
    isDefault: w.isDefault,
    buttonLink: w.buttonLink ?? '',
    position: String(w.position),
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function toWelcomePackBody(v: WelcomePackFormValues): WelcomePackBody {
  return {
    campaignUUID: v.campaignUUID,
    content: textsByLocale(v.content, (t) => ({
      title: t.title,
      description: t.description,
      steps: t.steps
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    })),
    icon: orNull(v.icon),
    isDefault: v.isDefault,
    buttonLink: orNull(v.buttonLink),
    position: v.position.trim() === '' ? 0 : Number(v.position),
  };
}
export type WelcomePackSubmit = z.output<typeof WelcomePackBody>;
