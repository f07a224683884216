import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedText, findUsedKeys } from './i18n-scan';

const SRC = path.resolve('client/src');
const LOCALES = path.join(SRC, 'locales');
const LANGUAGES = ['es', 'en'] as const;

type Tree = { [key: string]: string | Tree };

function sourceFiles(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, ext);
    return ext.test(entry.name) ? [full] : [];
  });
}

/** Every namespace file (translation.json, legal.json, ...) per language. */
function bundles(): Record<string, Record<(typeof LANGUAGES)[number], Tree>> {
  const namespaces = new Set(LANGUAGES.flatMap((lng) => fs.readdirSync(path.join(LOCALES, lng)).map((f) => f.replace(/\.json$/, ''))));
  return Object.fromEntries([...namespaces].map((ns) => [ns, Object.fromEntries(LANGUAGES.map((lng) => {
    const file = path.join(LOCALES, lng, `${ns}.json`);
    return [lng, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}];
  }))])) as Record<string, Record<(typeof LANGUAGES)[number], Tree>>;
}

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? leaves(value, full) : [[full, value] as [string, unknown]];
  });
}

function lookup(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

/** A key resolves when it is a string, or has plural forms (`key_one`, `key_other`). */
function resolves(tree: Tree, key: string): boolean {
  return typeof lookup(tree, key) === 'string' || typeof lookup(tree, `${key}_other`) === 'string';
}

const relative = (file: string) => path.relative(process.cwd(), file);

describe('i18n completeness', () => {
  const all = bundles();

  it('every namespace has the same keys in es and en, none empty', () => {
    for (const [ns, byLanguage] of Object.entries(all)) {
      const [es, en] = LANGUAGES.map((lng) => leaves(byLanguage[lng]));
      const esKeys = new Set(es.map(([k]) => k));
      const enKeys = new Set(en.map(([k]) => k));
      expect([...esKeys].filter((k) => !enKeys.has(k)), `${ns}: only in es`).toEqual([]);
      expect([...enKeys].filter((k) => !esKeys.has(k)), `${ns}: only in en`).toEqual([]);
      for (const [key, value] of [...es, ...en]) {
        expect(typeof value === 'string' && value.trim().length > 0, `${ns}:${key} is empty`).toBe(true);
      }
    }
  });

  it('every key the code asks for exists in both languages', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC, /\.tsx?$/)) {
      for (const used of findUsedKeys(fs.readFileSync(file, 'utf8'), file)) {
        for (const lng of LANGUAGES) {
          const tree = all[used.namespace]?.[lng];
          if (!tree) {
            missing.push(`${relative(file)}:${used.line} unknown namespace ${used.namespace}`);
            continue;
          }
          // `roles.${role}`: the static part must name an existing group.
          const ok = used.prefix
            ? typeof lookup(tree, used.key.replace(/\.$/, '').split('.').slice(0, used.key.endsWith('.') ? undefined : -1).join('.') || '') === 'object'
            : resolves(tree, used.key);
          if (!ok) missing.push(`${relative(file)}:${used.line} ${used.namespace}:${used.key}${used.prefix ? '…' : ''} (${lng})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('no component shows hard-coded text', () => {
    const found = sourceFiles(SRC, /\.tsx$/).flatMap((file) =>
      findHardCodedText(fs.readFileSync(file, 'utf8'), file).map((f) => `${relative(file)}:${f.line} [${f.where}] "${f.text}"`),
    );
    expect(found).toEqual([]);
  });
});

describe('the hard-coded text scanner', () => {
  it('reports JSX text, literal children and visible attributes, and lets t() calls and symbols through', () => {
    const code = `
      export function A({ t, open }) {
        return (
          <div title="Hello there" data-testid="not-visible" className="x">
            Save changes
            {'Literal child'}
            {open ? 'Open' : t('closed')}
            <input placeholder={t('search')} aria-label={open ? t('a') : 'Fallback label'} />
            <img alt="" />
            <span>Psycare · 2026 — {t('x')}: 1/2</span>
          </div>
        );
      }`;
    const texts = findHardCodedText(code).map((f) => `${f.where}:${f.text}`);
    expect(texts).toEqual(['title:Hello there', 'text:Save changes', 'child:Literal child', 'child:Open', 'aria-label:Fallback label']);
  });

  it('collects the translation keys, with namespaces and template prefixes', () => {
    const code = `const { t } = useTranslation('legal'); t('terms.title'); i18n.t('translation:errors.oops'); t(\`roles.\${role}\`);`;
    expect(findUsedKeys(code).map((k) => `${k.namespace}:${k.key}${k.prefix ? '…' : ''}`)).toEqual([
      'legal:terms.title', 'translation:errors.oops', 'legal:roles.…',
    ]);
  });
});
