/**
 * Search text for the game behind a slug. A slug is the name with dashes, sometimes with a suffix that
 * tells apart games of the same name (`jolly-dragon-zephyr-2`); search matches substrings of names, so
 * the first two words find the game (among a few others) whatever suffix was added.
 */
export function keywordForSlug(slug: string): string {
  return slug.split('-').filter(Boolean).slice(0, 2).join(' ');
}
