/**
 * Finds user-visible text in TSX that does not go through i18next, and the translation keys the code uses.
 * Pure over source text (TypeScript's own parser), so the test can feed it fixtures as well as real files.
 */
import ts from 'typescript';

/** Attributes whose value is read out or shown to people. */
export const VISIBLE_ATTRIBUTES = new Set([
  'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder',
  'placeholder', 'title', 'alt', 'label', 'summary',
  // props of our own components that end up on screen
  'subtitle', 'hint', 'closeLabel', 'regionLabel', 'confirmLabel', 'cancelLabel', 'full', 'short',
]);

/** Words that are the same in every language (brand names). Text without letters is always allowed. */
export const ALLOWED_TEXT = new Set(['Psycare', 'Psycarebot']);

export interface Finding {
  line: number;
  text: string;
  where: string;
}

export interface UsedKey {
  key: string;
  /** a template literal: only the static head before the first `${` is known */
  prefix: boolean;
  namespace: string;
  line: number;
}

const LETTER = /\p{L}/u;

function isAllowed(text: string): boolean {
  const words = text.split(/[\s·—–:,;.()/|-]+/).filter((word) => !ALLOWED_TEXT.has(word));
  return !LETTER.test(words.join(' '));
}

/** `t(...)`, `i18n.t(...)`, `props.t(...)`: a translation call. */
function isTranslationCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

function insideTranslationCall(node: ts.Node, stop: ts.Node): boolean {
  for (let cur = node.parent; cur && cur !== stop.parent; cur = cur.parent) {
    if (isTranslationCall(cur)) return true;
  }
  return false;
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function stringLiterals(node: ts.Node, out: ts.StringLiteralLike[] = []): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node);
  // Comparisons, indexes, objects (style), call arguments (t('key'), formatters) and nested JSX (visited on its
  // own) are not shown text here.
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)) return out;
  if (ts.isElementAccessExpression(node) || ts.isObjectLiteralExpression(node) || ts.isCallExpression(node)) return out;
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return out;
  node.forEachChild((child) => void stringLiterals(child, out));
  return out;
}

/** JSX text nodes, `{'literal'}` children and literals in visible attributes that are not `t(...)` calls. */
export function findHardCodedText(code: string, fileName = 'file.tsx'): Finding[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (!isAllowed(text)) findings.push({ line: lineOf(source, node), text: text.trim(), where });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'text');
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of stringLiterals(node.expression)) {
        if (!insideTranslationCall(literal, node)) report(literal, literal.text, 'child');
      }
    }
    if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
      const name = node.name.getText(source);
      for (const literal of stringLiterals(node.initializer)) {
        if (!insideTranslationCall(literal, node.initializer)) report(literal, literal.text, name);
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  return findings;
}

/** The namespace a file's `useTranslation('ns')` selects (translation by default). */
function defaultNamespace(source: ts.SourceFile): string {
  let namespace = 'translation';
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) namespace = arg.text;
    }
    node.forEachChild(visit);
  };
  visit(source);
  return namespace;
}

/** Every key passed as the first argument of a translation call (`ns:key` picks a namespace). */
export function findUsedKeys(code: string, fileName = 'file.tsx'): UsedKey[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const fileNamespace = defaultNamespace(source);
  const keys: UsedKey[] = [];
  const add = (raw: string, prefix: boolean, node: ts.Node) => {
    const split = raw.includes(':') ? raw.split(':') : [fileNamespace, raw];
    keys.push({ namespace: split[0], key: split[1], prefix, line: lineOf(source, node) });
  };
  const visit = (node: ts.Node) => {
    if (isTranslationCall(node) && node.arguments[0]) {
      const arg = node.arguments[0];
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) add(arg.text, false, arg);
      else if (ts.isTemplateExpression(arg)) add(arg.head.text, true, arg);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return keys;
}
