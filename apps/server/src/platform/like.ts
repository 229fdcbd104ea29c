/** A LIKE pattern matching values that contain `text` (its own %, _ and \ taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
