/** `text` for a LIKE pattern: its own %, _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `text`. */
export const containing = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern matching values that start with `text`. */
export const startingWith = (text: string) => `${literal(text)}%`;
