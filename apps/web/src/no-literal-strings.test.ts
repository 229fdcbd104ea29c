import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nodesOf, parseSource, placeOf, sourceFiles, WEB_SRC } from './test/source-files.ts';

// Every word a player reads comes from the texts (`t('…')`, packages/contract/locales), so each
// language shows its own and none is left in English (ADR 060). Biome, the repository's linter, has
// no rule for it; this test reads the components with the TypeScript compiler instead.

/** Attributes a person reads or hears (a screen reader announces the aria ones). */
const USER_VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Text with a letter of any script is language; symbols (×, ·, —, 18+, :) are not. */
const hasWords = (text: string) => /\p{L}/u.test(text);

/**
 * What may stay literal, by place and text, with the reason. Nothing yet: symbols pass on their own,
 * and brand names come from the brand's config, not from the code. An entry must still be needed.
 */
const ALLOWED: readonly { file: string; text: string; why: string }[] = [];

/** The literal texts an expression can evaluate to: `cond ? 'Yes' : t('no')` → ['Yes']. */
export function literalTexts(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && /^(?:\?\?|\|\||&&|\+)$/.test(expression.operatorToken.getText()))
    return [...literalTexts(expression.left), ...literalTexts(expression.right)];
  return [];
}

/** Words written into a component file: JSX text and literal texts of children and read attributes. */
export function literalWords(file: ts.SourceFile): { place: string; text: string }[] {
  const found: { place: string; text: string }[] = [];
  const add = (node: ts.Node, texts: string[]) => {
    for (const text of texts.filter(hasWords)) found.push({ place: placeOf(node), text: text.trim() });
  };
  for (const node of nodesOf(file)) {
    if (ts.isJsxText(node)) add(node, [node.text]);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      add(node, literalTexts(node.expression));
    else if (
      ts.isJsxAttribute(node) &&
      USER_VISIBLE_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer
    ) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) add(node, [value.text]);
      else if (ts.isJsxExpression(value) && value.expression) add(node, literalTexts(value.expression));
    }
  }
  return found;
}

const components = sourceFiles(WEB_SRC, { names: /\.tsx$/, withTestHelpers: false });
const findings = components.flatMap((file) => literalWords(parseSource(file)));
const fileOf = (place: string) => place.replace(/:\d+$/, '');
const allowed = (f: { place: string; text: string }) =>
  ALLOWED.some((a) => a.file === fileOf(f.place) && a.text === f.text);

describe('no literal user-facing text in the components', () => {
  it('finds words in JSX text, in children and in the attributes a person reads', () => {
    const source = ts.createSourceFile(
      'Example.tsx',
      `export const A = ({ t, on }) => (
        <div title="Hello" aria-label={on ? 'Open' : t('x')}>
          Welcome back
          {on && 'Again'}
          <img alt={\`Photo of \${on}\`} />
          <Field label={t('ok')} placeholder="×" className="text-left" />
          {' · '}{t('fine')} 18+
        </div>
      );`,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(literalWords(source).map((f) => f.text)).toEqual([
      'Hello',
      'Open',
      'Welcome back',
      'Again',
      'Photo of',
    ]);
  });

  it('reads every component', () => {
    expect(components.length).toBeGreaterThan(100);
  });

  it('has no word of any language written in a component: it comes from t()', () => {
    expect(findings.filter((f) => !allowed(f))).toEqual([]);
  });

  it('allows only what is still there', () => {
    expect(
      ALLOWED.filter((a) => !findings.some((f) => fileOf(f.place) === a.file && f.text === a.text)),
    ).toEqual([]);
  });
});
