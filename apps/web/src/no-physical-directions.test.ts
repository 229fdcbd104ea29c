import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nodesOf, parseSource, sourceFiles, WEB_SRC } from './test/source-files.ts';

// The layout mirrors for a right-to-left language (Arabic) because it is written in logical
// directions only: start and end, never left and right (ADR 060). `<html dir>` does the rest.

/** Tailwind utilities that name a physical side, and their logical forms (ms-, pe-, start-, text-end …). */
const PHYSICAL_UTILITY = new RegExp(
  [
    '^(?:m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr]|left|right)-.', // ms-/me-/ps-/pe-/start-/end-
    '^(?:border-[lr]|rounded-[lr]|rounded-[tb][lr])(?:-.+)?$', // border-s/-e, rounded-s/-e/-ss/-se/-es/-ee
    '^(?:text|float|clear)-(?:left|right)$', // text-start/-end, float-start/-end, clear-start/-end
    '^(?:origin|bg|object)-(?:(?:top|bottom|center)-)?(?:left|right)(?:-(?:top|bottom))?$',
    '^translate-x-.', // a move sideways: mirror it with an rtl: variant instead
  ].join('|'),
);

/** CSS declarations on a physical side (in a stylesheet, a `style` or a Tailwind `[prop:value]`). */
const PHYSICAL_DECLARATION =
  /(?:^|[\s;{[])(?:left|right|(?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)(?:-[a-z]+)?|border-(?:top|bottom)-(?:left|right)-radius)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

/** `style={{ marginLeft: 4 }}` in JSX: the React names of the same properties. */
const PHYSICAL_STYLE_PROPERTY =
  /^(?:left|right|(?:margin|padding|scrollMargin|scrollPadding|border)(?:Left|Right)[A-Za-z]*|border(?:Top|Bottom)(?:Left|Right)Radius)$/;

/**
 * What may stay physical, by file and class, with the reason. Nothing yet: every side so far has a
 * logical form. An entry here must still be needed (the last test fails on one that is not).
 */
const ALLOWED: readonly { file: string; found: string; why: string }[] = [];

/** A class list's utilities that name a physical side; `rtl:`/`ltr:` variants are meant per direction. */
export function physicalClasses(classList: string): string[] {
  return classList.split(/\s+/).filter((token) => {
    const parts = token.split(/:(?![^[]*\])/);
    const utility = parts.pop() ?? '';
    if (parts.some((variant) => variant === 'rtl' || variant === 'ltr')) return false;
    if (/^!?\[[^\]]*\]!?$/.test(utility)) return PHYSICAL_DECLARATION.test(utility);
    return PHYSICAL_UTILITY.test(utility.replace(/^!|!$/g, '').replace(/^-/, ''));
  });
}

/** The physical declarations of a stylesheet, comments left out. */
export function physicalDeclarations(css: string): string[] {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/[;{}]/)
    .map((part) => part.trim())
    .filter((declaration) => PHYSICAL_DECLARATION.test(` ${declaration}`));
}

/** A cheap look at the raw text, so only files that may name a side are parsed. */
const maySide = (text: string) =>
  physicalClasses(text.replace(/["'`{}()]/g, ' ')).length > 0 ||
  /\b(?:left|right|[a-z]+(?:Left|Right)\w*)\s*:/.test(text);

/** What a source file's strings and inline styles name on a physical side. */
function findingsInCode(file: string): string[] {
  if (!maySide(readFileSync(file, 'utf8'))) return [];
  const found: string[] = [];
  for (const node of nodesOf(parseSource(file))) {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push(...physicalClasses(node.text));
    if (ts.isTemplateExpression(node))
      for (const part of [node.head, ...node.templateSpans.map((s) => s.literal)])
        found.push(...physicalClasses(part.text));
    if (
      ts.isPropertyAssignment(node) &&
      ts.isJsxExpression(node.parent.parent) &&
      ts.isJsxAttribute(node.parent.parent.parent) &&
      node.parent.parent.parent.name.getText() === 'style'
    ) {
      const name = node.name.getText().replace(/['"]/g, '');
      const value = node.initializer.getText();
      if (
        PHYSICAL_STYLE_PROPERTY.test(name) ||
        (/^(?:textAlign|float|clear)$/.test(name) && /left|right/.test(value))
      )
        found.push(`style ${name}: ${value}`);
    }
  }
  return found;
}

/** The shell (index.html) paints before the app: its styles and classes mirror too. */
function findingsInShell(html: string): string[] {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].flatMap((m) =>
    physicalDeclarations(m[1] ?? ''),
  );
  const classes = [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => physicalClasses(m[1] ?? ''));
  return [...styles, ...classes];
}

function allFindings(): { file: string; found: string }[] {
  const code = sourceFiles(WEB_SRC).flatMap((file) =>
    findingsInCode(file).map((found) => ({ file: relative(WEB_SRC, file), found })),
  );
  const css = sourceFiles(WEB_SRC, { names: /\.css$/ }).flatMap((file) =>
    physicalDeclarations(readFileSync(file, 'utf8')).map((found) => ({
      file: relative(WEB_SRC, file),
      found,
    })),
  );
  const shell = findingsInShell(readFileSync(join(WEB_SRC, '..', 'index.html'), 'utf8')).map((found) => ({
    file: '../index.html',
    found,
  }));
  return [...code, ...css, ...shell];
}

const allowed = (f: { file: string; found: string }) =>
  ALLOWED.some((a) => a.file === f.file && a.found === f.found);

const findings = allFindings();

describe('logical directions only (the layout mirrors right to left)', () => {
  it('knows the physical utilities from their logical forms', () => {
    expect(
      physicalClasses('ml-2 mr-auto pl-4 pr-px -left-1 right-0 hover:text-left md:border-r-2 !rounded-l-lg'),
    ).toEqual([
      'ml-2',
      'mr-auto',
      'pl-4',
      'pr-px',
      '-left-1',
      'right-0',
      'hover:text-left',
      'md:border-r-2',
      '!rounded-l-lg',
    ]);
    expect(
      physicalClasses(
        '[&_td:first-child]:pl-0 rounded-tr-md border-l float-right origin-top-left -translate-x-1/2',
      ),
    ).toHaveLength(6);
    expect(physicalClasses('[left:3px] [margin-right:1rem]')).toHaveLength(2);
    expect(
      physicalClasses(
        'ms-2 me-auto ps-4 pe-px -start-1 end-0 text-start border-e-2 rounded-s-lg mx-2 px-4 inset-x-0 translate-y-1 ' +
          'rtl:rotate-180 rtl:-scale-x-100 rtl:-translate-x-2 ltr:ml-2 line-clamp-2 prose-lg mr left right text-right-ish',
      ),
    ).toEqual([]);
  });

  it('knows the physical declarations of a stylesheet', () => {
    const css =
      '/* left: 0 */ a{left:0;margin-left:2px} b{padding-right: 1px; text-align: right} c{border-left-width:1px}';
    expect(physicalDeclarations(css)).toEqual([
      'left:0',
      'margin-left:2px',
      'padding-right: 1px',
      'text-align: right',
      'border-left-width:1px',
    ]);
    expect(
      physicalDeclarations(
        'a{margin-inline-start:2px;inset-inline-end:0;text-align:start;border-top-width:1px}',
      ),
    ).toEqual([]);
  });

  it('finds no physical side in the app: its classes, inline styles, stylesheets and the shell', () => {
    expect(findings.filter((f) => !allowed(f))).toEqual([]);
  });

  it('allows only what is still there', () => {
    expect(ALLOWED.filter((a) => !findings.some((f) => f.file === a.file && f.found === a.found))).toEqual(
      [],
    );
  });
});
