import type { WelcomePackBody, WelcomePackRecord } from '@croupier/contract/campaigns-operator';
import type { z } from 'zod';

/**
 * The welcome pack form's values (its steps one a line, the default language's texts only: the
 * others are kept as they were) and their way to the contract's `WelcomePackBody`.
 */
export interface WelcomePackFormValues {
  campaignUUID: string;
  title: string;
  description: string;
  /** One step a line. */
  steps: string;
  icon: string;
  isDefault: boolean;
  buttonLink: string;
  position: string;
  /** Texts in the other languages, kept as they were. */
  otherContent: WelcomePackRecord['content'];
}

export const NEW_WELCOME_PACK: WelcomePackFormValues = {
  campaignUUID: '',
  title: '',
  description: '',
  steps: '',
  icon: '',
  isDefault: false,
  buttonLink: '',
  position: '0',
  otherContent: {},
};

export function welcomePackFormValues(w: WelcomePackRecord): WelcomePackFormValues {
  const { en, ...otherContent } = w.content;
  return {
    campaignUUID: w.campaignUUID,
    title: en?.title ?? '',
    description: en?.description ?? '',
    steps: (en?.steps ?? []).join('\n'),
    icon: w.icon ?? '',
    isDefault: w.isDefault,
    buttonLink: w.buttonLink ?? '',
    position: String(w.position),
    otherContent,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

export function toWelcomePackBody(v: WelcomePackFormValues): WelcomePackBody {
  return {
    campaignUUID: v.campaignUUID,
    content: {
      ...v.otherContent,
      en: {
        title: v.title,
        description: v.description,
        steps: v.steps
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      },
    },
    icon: orNull(v.icon),
    isDefault: v.isDefault,
    buttonLink: orNull(v.buttonLink),
    position: v.position.trim() === '' ? 0 : Number(v.position),
  };
}
export type WelcomePackSubmit = z.output<typeof WelcomePackBody>;
