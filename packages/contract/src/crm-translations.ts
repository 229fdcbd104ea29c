import { z } from 'zod';
import { LocaleCode } from './paging.ts';
import { ISSUE_MESSAGES } from './rules/messages.ts';
import { Line, MultilineText } from './rules/text.ts';

/**
 * A text's versions in other languages than its own (which is the brand's default), by locale: a
 * viewer reads the version of their language, else the record's own text. Left out of an update,
 * the stored versions stay (the console edits the own text only).
 */
const Translations = <T extends z.ZodType>(text: T) =>
  z
    .record(LocaleCode, text)
    .refine((m) => Object.keys(m).length <= 30, ISSUE_MESSAGES.tooLong) // at most 30 languages
    .optional();

export const PopupTranslation = z.object({
  title: Line().trim().min(1).max(120),
  body: MultilineText().trim().max(2000).default(''),
  /** The buttons' labels, in the popup's order; a missing one keeps the popup's own label. */
  buttons: z.array(Line().trim().min(1).max(60)).max(3).default([]),
});
export type PopupTranslation = z.output<typeof PopupTranslation>;
export const CardTranslation = z.object({
  title: Line().trim().min(1).max(120),
  body: MultilineText().trim().max(2000).default(''),
  /** Null keeps the card's own label. */
  buttonLabel: Line().trim().min(1).max(60).nullable().default(null),
});
export type CardTranslation = z.output<typeof CardTranslation>;
export const MessageTranslation = z.object({
  title: Line().trim().min(1).max(120),
  body: MultilineText().trim().max(2000).default(''),
});
export type MessageTranslation = z.output<typeof MessageTranslation>;

export const PopupTranslations = Translations(PopupTranslation);
export const CardTranslations = Translations(CardTranslation);
export const MessageTranslations = Translations(MessageTranslation);
