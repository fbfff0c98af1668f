/**
 * The names a test file gives its tests and suites, as written (`%s` and
 * all): the first argument of every `it`, `test` and `describe` call,
 * `describe.concurrent.each(…)('…')` and `it.for(…)('…')` included.
 */
import fs from 'node:fs';
import ts from 'typescript';

const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);

/** The identifier a callee chain starts from: `describe` of `describe.concurrent.each(x)`. */
function rootOf(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return rootOf(expression.expression);
  if (ts.isCallExpression(expression)) return rootOf(expression.expression);
  return null;
}

export function testNamesIn(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.has(rootOf(node.expression) ?? '')) {
      const [first] = node.arguments;
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) names.add(first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}
