import { z } from 'zod';

/** One rule of a configured field-rule list (000 §5). */
export const FieldRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('required'), message: z.string().optional() }),
  z.object({ type: z.literal('min'), value: z.number(), message: z.string() }),
  z.object({ type: z.literal('max'), value: z.number(), message: z.string() }),
  z.object({ type: z.literal('minLength'), value: z.number().int(), message: z.string() }),
  z.object({ type: z.literal('maxLength'), value: z.number().int(), message: z.string() }),
  z.object({
    type: z.literal('regex'),
    pattern: z.string(),
    /** `exclude`: the value fails when it matches, rather than when it does not. */
    exclude: z.boolean().default(false),
    message: z.string(),
  }),
  /** A named function rule the web app provides (sync or async), e.g. `passwordNotEmail`. */
  z.object({ type: z.literal('function'), name: z.string(), message: z.string() }),
]);
export type FieldRule = z.infer<typeof FieldRule>;
