import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from './package-root.ts';

describe('packageRoot', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'package-root-'));
  const pkg = path.join(base, 'apps', 'server');
  mkdirSync(path.join(pkg, 'src', 'platform'), { recursive: true });
  mkdirSync(path.join(pkg, 'dist'), { recursive: true });
  writeFileSync(path.join(pkg, 'package.json'), '{}');
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('finds the same root from the sources and from the bundle', () => {
    expect(packageRoot(path.join(pkg, 'src', 'platform'))).toBe(pkg);
    expect(packageRoot(path.join(pkg, 'dist'))).toBe(pkg);
    expect(packageRoot(pkg)).toBe(pkg);
  });

  it('says so when no folder above has a package.json', () => {
    expect(() => packageRoot(path.parse(base).root)).toThrow(/no package.json/);
  });
});
