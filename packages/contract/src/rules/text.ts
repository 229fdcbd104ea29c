import { z } from 'zod';

/**
 * Text a person can type, for every text field of the contract's requests. A database text column
 * refuses NUL (PostgreSQL), and other control characters and lone UTF-16 surrogates are never typed
 * by a person: they are forged input, so they are refused with a field error before anything runs.
 *
 * - Single-line fields (names, logins, codes, ids…) refuse every C0 and C1 control character,
 *   DEL, and lone surrogates.
 * - Multi-line fields (a comment, a reason) also allow tab, line feed and carriage return.
 */

export const TEXT_MESSAGES = {
  controlCharacters: 'fields.errors.control-characters',
} as const;

// C0 (U+0000–U+001F), DEL (U+007F), C1 (U+0080–U+009F); the multi-line set spares \t \n \r.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds a character no person types in this kind of field. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value) || LONE_SURROGATE.test(value);
}

/** True when `value` is fine for a single-line field. */
export const isSingleLine = (value: string) => !hasForbiddenCharacters(value, false);
/** True when `value` is fine for a multi-line field. */
export const isMultiline = (value: string) => !hasForbiddenCharacters(value, true);

/**
 * A single-line text field: a zod string that refuses control characters and lone surrogates.
 * Chain the field's own rules after it: `Line().trim().min(1).max(254)`.
 */
export const Line = () => z.string().refine(isSingleLine, TEXT_MESSAGES.controlCharacters);

/** A multi-line text field (comments, reasons): as `Line`, but tab and line breaks are allowed. */
export const MultilineText = () => z.string().refine(isMultiline, TEXT_MESSAGES.controlCharacters);

/**
 * A web address (http or https) an operator gives for an image or icon: zod's URL check, which lets
 * NUL and lone surrogates through (the URL parser drops or encodes them), and the `Line` rule.
 * Chain the field's own rules after it: `WebUrl().max(500)`.
 */
export const WebUrl = () =>
  z.url({ protocol: /^https?$/ }).refine(isSingleLine, TEXT_MESSAGES.controlCharacters);
