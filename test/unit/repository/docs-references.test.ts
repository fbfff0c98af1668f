/**
 * The repository explains itself: every file, folder and section its design
 * notes and README point at is there, and no code cites a document kept
 * outside it or an issue number instead of naming the concept.
 *
 * The code still holds such citations; `citations-baseline.json` lists them
 * per file (lines citing). A file may cite no more than its entry, a file
 * without one not at all, and an entry may not claim more than its file
 * still cites: the list only ever shrinks, down to empty.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationLines, headingAnchors, ignoredPrefixes, markdownReferences, readText, repositoryEntries } from './repository-files';
import baseline from './citations-baseline.json';

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

/** Where citations are looked for: the code, its tests and the design notes. */
const SCANNED = /^(functions|shared|web\/src|infra|test|docs)\//;
const TEXT = /\.(ts|tsx|js|cjs|mjs|json|md|css|html)$/;
/** This check's own files name the citations they look for. */
const OWN_FILES = new Set(['test/unit/repository/docs-references.test.ts', 'test/unit/repository/repository-files.ts', 'test/unit/repository/citations-baseline.json']);

const allowed: Record<string, number> = baseline;
const citing = new Map(
  files
    .filter((file) => SCANNED.test(file) && TEXT.test(file) && !OWN_FILES.has(file))
    .map((file) => [file, citationLines(readText(file))] as const)
    .filter(([, found]) => found.count > 0),
);

describe('citations of documents outside the repository and of issue numbers', () => {
  it('appear in no file beyond what the baseline still allows (name the concept, or point into docs/)', () => {
    const added = [...citing].flatMap(([file, found]) =>
      found.count > (allowed[file] ?? 0) ? [`${file}: ${found.count} lines cite (allowed ${allowed[file] ?? 0}), lines ${found.lines.join(', ')}`] : [],
    );
    expect(added).toEqual([]);
  });

  it('have a baseline that only shrinks: no entry allows more than its file still cites', () => {
    const stale = Object.entries(allowed).flatMap(([file, count]) => {
      const now = citing.get(file)?.count ?? 0;
      return now < count ? [`${file}: allows ${count}, cites ${now} — lower it${now === 0 ? ' (remove the entry)' : ''}`] : [];
    });
    expect(stale).toEqual([]);
  });

  it('are never allowed in the design notes', () => {
    expect(Object.keys(allowed).filter((file) => file.startsWith('docs/'))).toEqual([]);
  });
});
