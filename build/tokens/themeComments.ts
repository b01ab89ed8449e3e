import { createRequire } from 'node:module';
import type TypeScript from 'typescript';
import type { ThemeComments } from './designTokens.ts';

// Node's own loader: the test runner would otherwise transform the whole compiler, file by file.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/**
 * The comments of theme.ts (`/** … *\/` or `//` above an entry), by theme path: `colors.focus`,
 * `fontSizes.3xl`. They become the tokens' `$description`, so a designer reads in the design tool what an
 * engineer reads in the theme.
 */
export function themeComments(source: string): ThemeComments {
  const file = ts.createSourceFile('theme.ts', source, ts.ScriptTarget.Latest, true);
  const comments: ThemeComments = {};
  const textOf = (node: TypeScript.Node) =>
    (ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [])
      .map(({ pos, end }) =>
        source
          .slice(pos, end)
          .replace(/^\/\*\*?|\*\/$/g, '')
          .replace(/^\s*\/\/ ?/gm, '')
          .replace(/^\s*\* ?/gm, '')
          .trim(),
      )
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  const visit = (literal: TypeScript.ObjectLiteralExpression, prefix: string) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const key =
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) || ts.isNumericLiteral(property.name)
          ? property.name.text
          : undefined;
      if (key === undefined) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      const text = textOf(property);
      if (text) comments[path] = text;
      if (ts.isObjectLiteralExpression(property.initializer)) visit(property.initializer, path);
    }
  };
  const find = (node: TypeScript.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'theme' && node.initializer) {
      let initializer: TypeScript.Expression = node.initializer;
      while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer)) initializer = initializer.expression;
      if (ts.isObjectLiteralExpression(initializer)) visit(initializer, '');
      return;
    }
    ts.forEachChild(node, find);
  };
  find(file);
  return comments;
}
