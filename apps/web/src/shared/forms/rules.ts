import type { BrandConfig, FieldRule } from '@croupier/contract/content';
import { type FunctionRule, validateField } from '@croupier/contract/rules/fields';

export interface RuleValidatorOptions {
  /** The brand's rule list for the field (`BrandConfig.fieldRules[name]`). */
  rules?: readonly FieldRule[] | undefined;
  errorsPerField: number;
  /** The field must be filled even when the brand's list has no `required` rule. */
  required?: boolean;
  functions?: Readonly<Record<string, FunctionRule>>;
  /** Rules the spec fixes for this form (phone length, password vs e-mail …), run after the list. */
  extra?: (value: string, values: Record<string, unknown>) => (string | undefined)[];
}

/** Messages of one field are kept in one string, a line each (react-hook-form keeps one message). */
export const MESSAGE_SEPARATOR = '\n';

/**
 * Keys that make one line, shown translated and joined by ', ' (a refused promo code's reasons,
 * 001 §8). A translation key never holds a comma.
 */
export const KEY_LIST_SEPARATOR = ',';

/**
 * A react-hook-form `validate` function running the field-validation engine of 000 §5 (contract
 * `rules/fields.ts`) with the brand's rules, then the form's own rules; at most `errorsPerField`.
 */
export function ruleValidator(options: RuleValidatorOptions) {
  const hasRequired = options.rules?.some((r) => r.type === 'required') ?? false;
  const rules: FieldRule[] = [
    ...(options.required && !hasRequired ? [{ type: 'required' } as const] : []),
    ...(options.rules ?? []),
  ];
  return async (value: unknown, formValues: object): Promise<true | string> => {
    const values = formValues as Record<string, unknown>;
    const v = typeof value === 'string' || typeof value === 'boolean' ? value : (value as undefined);
    const messages = await validateField(v, rules, {
      errorsPerField: Number.MAX_SAFE_INTEGER,
      values,
      ...(options.functions && { functions: options.functions }),
    });
    if (typeof v === 'string' && v.trim() !== '' && options.extra) {
      for (const m of options.extra(v, values)) if (m) messages.push(m);
    }
    const shown = [...new Set(messages)].slice(0, Math.max(1, options.errorsPerField));
    return shown.length > 0 ? shown.join(MESSAGE_SEPARATOR) : true;
  };
}

/** `ruleValidator` of a field the brand names rules for: `validator('email', true, extra)`. */
export function brandValidator(brand: Pick<BrandConfig, 'fieldRules' | 'errorsPerField'>) {
  return (name: string, required: boolean, extra?: RuleValidatorOptions['extra']) =>
    ruleValidator({
      rules: brand.fieldRules[name],
      errorsPerField: brand.errorsPerField,
      required,
      ...(extra && { extra }),
    });
}
