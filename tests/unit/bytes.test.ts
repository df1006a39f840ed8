// Sizes in bytes as visitors read them (domain/bytes.ts, issue 46): one formatter, binary units,
// the page's digits; and no other place that writes a size by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, formatBytes } from '../../domain';
import { createI18n } from '../../site/i18n';
import { locales } from '../../site/i18n/format';
import { resources } from '../../site/i18n/resources';
import { textsOf as filledTexts } from '../../site/i18n/texts';
import { filesUnder, root } from './project-files';

const KB = 1024;
const MB = 1024 * KB;
/** The formatter's text with plain spaces (it joins number and unit with a no-break space). */
const plain = (bytes: number, locale: string) => formatBytes(bytes, locale).replace('\u00a0', ' ');

describe('formatBytes()', () => {
  it.each([
    [0, '0 B', '0 B'],
    [512, '512 B', '512 B'],
    [1023, '1.023 B', '1,023 B'],
    [KB, '1 KB', '1 KB'],
    [1536, '1,5 KB', '1.5 KB'],
    [51_569, '50,4 KB', '50.4 KB'],
    [640 * KB, '640 KB', '640 KB'],
    [2.35 * MB, '2,35 MB', '2.35 MB'],
    [12.4 * MB, '12,4 MB', '12.4 MB'],
    [5 * 1024 * MB, '5 GB', '5 GB'],
  ])('%d bytes: %s / %s (binary units, three significant digits)', (bytes, es, en) => {
    expect(plain(bytes, locales.es)).toBe(es);
    expect(plain(bytes, locales.en)).toBe(en);
  });

  it('writes a limit set in binary units round: the CV cap is 5 MB to the byte', () => {
    expect(plain(CV_MAX_BYTES, locales.es)).toBe('5 MB');
    expect(plain(CV_MAX_BYTES + 1, locales.es)).toBe('5 MB');
    expect(plain(5.25 * MB, locales.en)).toBe('5.25 MB');
  });

  it('moves to the next unit when rounding reaches 1024 of the smaller one', () => {
    expect(plain(MB - 1, locales.en)).toBe('1 MB');
    expect(plain(1023.4 * KB, locales.en)).toBe('1,023 KB');
    expect(plain(1023.6 * KB, locales.en)).toBe('1 MB');
  });

  it('keeps the number and its unit on one line', () => {
    expect(formatBytes(2.4 * MB, locales.es)).toBe('2,4\u00a0MB');
  });
});

// --- Every size a visitor reads comes from formatBytes -------------------------------------------

/** A size's unit after a number or a placeholder, or a bare 'B' as a whole piece of text. */
const UNIT = /(?:\d|\}|^)\s?(?:KB|kB|MB|GB|KiB|MiB|GiB)\b|^\s?B(?:$|[\s).,])/;

/** The source files whose text a visitor may read: ui/, site/ (pages, server, content), domain/. */
const sources = ['ui', 'site', 'domain']
  .flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs)$/))
  .filter((file) => file !== 'domain/bytes.ts');

/** Where code writes a size by hand: a unit in a string or a JSX text, or a division by 1024. */
function handMadeSizes(code: string): string[] {
  const source = ts.createSourceFile('code.tsx', code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const isKiB = (node: ts.Expression): boolean =>
    ts.isParenthesizedExpression(node)
      ? isKiB(node.expression)
      : ts.isBinaryExpression(node)
        ? isKiB(node.left)
        : ts.isNumericLiteral(node) && node.text === '1024';
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
      UNIT.test(node.text)
    )
      found.push(node.getText());
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.SlashToken &&
      isKiB(node.right)
    )
      found.push(node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Sizes that are no visitor's text: the AI's prompt carries the page weight as a number of KB (the
 * model writes its own words).
 */
const NOT_SHOWN: Record<string, string[]> = {
  'domain/audit/ai.ts': ['result.resources.totalSize / 1024'],
};

/** A translation's texts, each with its key path. */
function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    textsOf(inner, path ? `${path}.${key}` : key),
  );
}

describe('every size shown to a visitor is written by formatBytes', () => {
  it('no source writes a unit or divides by 1024 itself', () => {
    const found = Object.fromEntries(
      sources
        .map((file) => [file, handMadeSizes(readFileSync(join(root, file), 'utf8'))] as const)
        .filter(([, hits]) => hits.length > 0),
    );
    expect(found).toEqual(NOT_SHOWN);
  });

  it('the scan sees a size written by hand, and nothing else', () => {
    expect(handMadeSizes('const a = `${bytes / 1024} KB`;')).toEqual(['bytes / 1024', '} KB`']);
    expect(handMadeSizes("const a = (n / (1024 * 1024)).toFixed(1) + ' MB';")).toEqual([
      'n / (1024 * 1024)',
      "' MB'",
    ]);
    expect(handMadeSizes('const a = <span>({size} MB)</span>;')).toEqual(['MB)']);
    expect(handMadeSizes("const a = '(min-width: 1024px)'; // 2 MB")).toEqual([]);
    expect(handMadeSizes("const seconds = ms / 1000, colour = '#02569B';")).toEqual([]);
  });

  it('no translation writes a size itself (a placeholder filled by formatBytes does)', () => {
    const found = filesUnder('site/i18n', /\.json$/).flatMap((file) => {
      const texts = textsOf(JSON.parse(readFileSync(join(root, file), 'utf8')));
      return texts
        .filter(([, text]) => UNIT.test(text) || / \d+(?:[.,]\d+)? ?(?:KB|kB|MB)\b/.test(text))
        .map(([key]) => `${file.replace('site/i18n/', '')} ${key}`);
    });
    expect(found).toEqual([]);
  });

  it.each(['es', 'en'] as const)(
    '%s: the CV field says its limit as formatBytes writes it',
    (lang) => {
      const { application } = filledTexts(createI18n(lang, resources), lang, 'forms');
      const limit = formatBytes(CV_MAX_BYTES, lang);
      expect(application.cvHint).toContain(limit);
      expect(application.errors.cvSize).toContain(limit);
    },
  );
});
