/**
 * The repository explains itself: every file, folder and section its design
 * notes and README point at is there; no file cites a document kept outside
 * it or an issue number instead of naming the concept; every citation of
 * the product specification (`docs/spec/student-side.md §5`) names a
 * section it has, and every `docs/….md#section` pointer in the code leads
 * somewhere.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badCitations, docsPointers, headingAnchors, ignoredPrefixes, markdownReferences, readText, repositoryEntries, specSections } from './repository-files';

const entries = repositoryEntries();
const files = entries.filter((entry) => !entry.endsWith('/'));
const existing = new Set(entries.map((entry) => entry.replace(/\/$/, '')));
const topLevel = new Set(entries.filter((entry) => !entry.slice(0, -1).includes('/')).map((entry) => entry.replace(/\/$/, '')));

/** The Markdown a newcomer reads first: the design notes, the README and the data layer's pointer. */
const DOCUMENTS = ['README.md', 'functions/lib/db/README.md', ...files.filter((file) => /^docs\/[^/]+\.md$/.test(file))];

/** Files made at run time, named in the README without a path: `/config.json`, which CDK deploys and the local API serves. */
const MADE_AT_RUN_TIME = new Set(['config.json']);
/** Folders made at run time (`.local/`, `cdk.out/`, `web/dist/`: what `.gitignore` keeps out): named, never committed. */
const RUN_TIME_FOLDERS = ignoredPrefixes();

const FILE_NAME = /\.(ts|tsx|js|cjs|mjs|json|md|css|html|svg)$/;
/** A code span that names no single path: a placeholder, a glob, a choice, a command with arguments. */
const NOT_A_PATH = /[<>*{}…\s$|,]/;

/** Why a code span does not resolve to something in the repository, or undefined when it does (or is no path at all). */
function unresolvedPath(span: string): string | undefined {
  const text = span.replace(/:\d+$/, '');
  if (NOT_A_PATH.test(text) || text.startsWith('/') || /^[a-z]+:/i.test(text)) return undefined;
  if (RUN_TIME_FOLDERS.some((folder) => `${text}/`.startsWith(folder))) return undefined;
  const [first] = text.split('/');
  if (text.includes('/') && first && topLevel.has(first)) return existing.has(text.replace(/\/$/, '')) ? undefined : 'no such path';
  if (!FILE_NAME.test(text) && !text.endsWith('/')) return undefined;
  // One folder-like segment outside the top level (`uploads/`, `checked/`) is as likely an S3 prefix or a URL path as a folder.
  if (/^[^/]+\/$/.test(text)) return undefined;
  if (!text.includes('/')) {
    if (MADE_AT_RUN_TIME.has(text)) return undefined;
    return files.some((file) => path.posix.basename(file) === text) ? undefined : 'no file of that name';
  }
  // A path inside a folder the document is about (`keys/index.ts`): some file or folder ends with it.
  const tail = `/${text.replace(/\/$/, '')}`;
  return [...existing].some((entry) => entry.endsWith(tail)) ? undefined : 'no path ends with it';
}

/** Why a link does not resolve (its file, or its section in a Markdown file), or undefined when it does. */
function unresolvedLink(document: string, target: string): string | undefined {
  if (/^[a-z]+:/i.test(target)) return undefined;
  const [file = '', anchor] = target.split('#');
  const resolved = file === '' ? document : path.posix.normalize(path.posix.join(path.posix.dirname(document), file));
  if (!existing.has(resolved.replace(/\/$/, ''))) return 'no such file';
  if (anchor && resolved.endsWith('.md') && !headingAnchors(readText(resolved)).has(anchor)) return `no section #${anchor}`;
  return undefined;
}

describe('the design notes and the README', () => {
  it('exist as an index and its documents', () => {
    expect(files).toContain('docs/README.md');
    const index = readText('docs/README.md');
    const listed = DOCUMENTS.filter((doc) => doc.startsWith('docs/') && doc !== 'docs/README.md');
    expect(listed.length).toBeGreaterThan(0);
    for (const doc of listed) expect(index, `docs/README.md lists ${doc}`).toContain(`](${path.posix.basename(doc)})`);
  });

  it.each(DOCUMENTS)('%s points only at files, folders and sections the repository has', (document) => {
    const broken = markdownReferences(readText(document)).flatMap((ref) => {
      const why = ref.kind === 'link' ? unresolvedLink(document, ref.text) : unresolvedPath(ref.text);
      return why ? [`line ${ref.line}: ${ref.text} (${why})`] : [];
    });
    expect(broken).toEqual([]);
  });
});

/** Every text file is read for citations: the code, its tests, its configuration and the design notes. */
const TEXT = /\.(ts|tsx|js|cjs|mjs|json|md|css|html)$/;
/** This check's own files name the citations they look for; the lock file is npm's. */
const NOT_READ = new Set(['test/unit/repository/docs-references.test.ts', 'test/unit/repository/repository-files.ts', 'package-lock.json']);
const READ = files.filter((file) => TEXT.test(file) && !NOT_READ.has(file));

/** The copied product specification, by file name, with its section numbers. */
const SPECS = new Map(files.filter((file) => file.startsWith('docs/spec/')).map((file) => [path.posix.basename(file), specSections(readText(file))] as const));

describe('citations', () => {
  it('the product specification is in the repository, with its sections', () => {
    expect([...SPECS.keys()].sort()).toEqual(['leader-admin-side.md', 'student-side.md']);
    for (const sections of SPECS.values()) expect(sections).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9']));
  });

  it('no file cites a document outside the repository, an issue number, or a section that is not there (name the concept, or point into docs/)', () => {
    const bad = READ.flatMap((file) => badCitations(readText(file), SPECS).map((found) => `${file}:${found.line}: ${found.why} — ${found.text}`));
    expect(bad).toEqual([]);
  });

  it('every docs/….md#section pointer in a file leads to that file and section', () => {
    const broken = READ.flatMap((file) =>
      docsPointers(readText(file)).flatMap((pointer) => {
        const target = `${pointer.file}${pointer.anchor ? `#${pointer.anchor}` : ''}`;
        if (!existing.has(pointer.file)) return [`${file}:${pointer.line}: ${target} (no such file)`];
        if (pointer.anchor && !headingAnchors(readText(pointer.file)).has(pointer.anchor)) return [`${file}:${pointer.line}: ${target} (no such section)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('the citation check itself', () => {
  const specs = new Map([['student-side.md', new Set(['1', '5', '8'])]]);
  const flagged = (line: string) => badCitations(line, specs).map((found) => found.why);

  it.each([
    '// see issue 14',
    ' * Waitlist (Issue 8 §2): one request',
    'fixed in issues #3 and #4',
    '/** the budgets of DESIGN §5 */',
    'as DESIGN.md says',
    ' * the import boundaries (DESIGN',
    '(student side §5)',
    'Chapter follows (spec §3 organization_followers).',
    ' * §2), with their profile',
  ])('flags %j', (line) => {
    expect(flagged(line)).not.toEqual([]);
  });

  it('flags a section the specification does not have, and a specification that is not copied', () => {
    expect(flagged('(docs/spec/student-side.md §5, §12)')).toEqual(['docs/spec/student-side.md has no section 12']);
    expect(flagged('(docs/spec/admin-side.md §2)')).toEqual(['docs/spec/admin-side.md is no copied specification']);
  });

  it.each([
    '(docs/spec/student-side.md §5 "Media upload", §8; RFC 5545 §3.3.11)',
    '// The issuing transaction, see docs/performance.md#budgets',
    'const design = 1; // a tissue 4 ways',
  ])('lets %j through', (line) => {
    expect(flagged(line)).toEqual([]);
  });

  it('finds docs pointers with and without a section', () => {
    expect(docsPointers('a (docs/decisions.md#money-is-integer-cents) and docs/spec/student-side.md §5, not web/docs/x.md').map(({ file, anchor }) => [file, anchor])).toEqual([
      ['docs/decisions.md', 'money-is-integer-cents'],
      ['docs/spec/student-side.md', undefined],
    ]);
  });
});
