import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the nearest package.json at or above `dir`: a package's root, found the same way from
 * its TypeScript sources (`apps/server/src/platform`) and from its bundle (`apps/server/dist`), so
 * files read at run time (migrations, locales, assets) are found from both. Server and sandbox only.
 */
export function packageRoot(dir: string): string {
  let at = path.resolve(dir);
  while (!existsSync(path.join(at, 'package.json'))) {
    const up = path.dirname(at);
    if (up === at) throw new Error(`no package.json at or above ${dir}`);
    at = up;
  }
  return at;
}
