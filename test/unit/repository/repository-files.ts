/**
 * Reading the repository as text, for the checks that keep it explaining
 * itself (`docs-references.test.ts`): its files, what its Markdown refers
 * to, its headings' anchors, and the lines that cite documents kept outside
 * it or issue numbers instead of naming the concept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Folders never walked: installed packages, git's own, and what `.gitignore` keeps out (build output, local data). */
export function ignoredPrefixes(): string[] {
  const ignored = fs
    .readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#'));
  return ['.git/', 'node_modules/', ...ignored];
}

/** Every file and folder of the repository (relative, `/`-separated; folders end with `/`). */
export function repositoryEntries(): string[] {
  const skip = ignoredPrefixes();
  const entries: string[] = [];
  const walk = (relative: string) => {
    for (const dirent of fs.readdirSync(path.join(REPO_ROOT, relative), { withFileTypes: true })) {
      const entry = `${relative}${dirent.name}${dirent.isDirectory() ? '/' : ''}`;
      if (skip.some((prefix) => entry.startsWith(prefix))) continue;
      entries.push(entry);
      if (dirent.isDirectory()) walk(entry);
    }
  };
  walk('');
  return entries;
}

export const readText = (relative: string): string => fs.readFileSync(path.join(REPO_ROOT, relative), 'utf8');

/** A reference a Markdown file makes: a link target, or a code span that looks like a path. */
export interface MarkdownReference {
  kind: 'link' | 'code';
  text: string;
  line: number;
}

export function markdownReferences(markdown: string): MarkdownReference[] {
  const found: MarkdownReference[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) found.push({ kind: 'link', text: match[1]!, line: index + 1 });
    for (const match of text.matchAll(/`([^`]+)`/g)) found.push({ kind: 'code', text: match[1]!, line: index + 1 });
  });
  return found;
}

/** The anchors GitHub gives a Markdown file's headings (`## The door` → `the-door`; repeats get `-1`, `-2`…). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * Citations that send a reader outside the repository or to a tracker's
 * numbering instead of naming the concept: the founding design brief
 * ("DESIGN §5", "DESIGN.md", a bare "DESIGN") and issue numbers ("issue 14",
 * "Issue 8 §2", "issues #3").
 */
const OUTSIDE = [
  { pattern: /\bDESIGN\b/, why: 'cites the design brief, which is not in the repository' },
  { pattern: /\bissues?\s+#?\d+/i, why: 'cites an issue number instead of naming the concept' },
];

/** A document a section sign may belong to: a copied product specification, or an RFC. */
const SECTIONED_DOCUMENT = /docs\/spec\/([\w-]+\.md)|\bRFC\s+\d+/g;
const SECTION = /§\s*(\d+(?:\.\d+)*)/g;

/** Where a line sends its reader that is not there. */
export interface BadCitation {
  line: number;
  text: string;
  why: string;
}

/** The numbers of a specification's sections: its `## 5. Validation rules` headings. */
export function specSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^##\s+(\d+)\.\s/gm)].map((match) => match[1]!));
}

/**
 * The lines of `text` that cite a document kept outside the repository or an
 * issue number, a section sign that belongs to no document named before it
 * on its line ("student side §5", "spec §3", a citation broken over two
 * lines), or a section the specification it names does not have. `specs`
 * maps each copied specification (`student-side.md`) to its sections.
 */
export function badCitations(text: string, specs: ReadonlyMap<string, ReadonlySet<string>>): BadCitation[] {
  const found: BadCitation[] = [];
  text.split('\n').forEach((line, index) => {
    const report = (why: string) => found.push({ line: index + 1, text: line.trim(), why });
    for (const { pattern, why } of OUTSIDE) if (pattern.test(line)) report(why);
    const documents = [...line.matchAll(SECTIONED_DOCUMENT)];
    for (const section of line.matchAll(SECTION)) {
      const owner = documents.filter((document) => document.index! < section.index!).at(-1);
      if (!owner) report(`${section[0]} names no document (write docs/spec/<side>.md §n)`);
      else if (owner[1] !== undefined) {
        const sections = specs.get(owner[1]);
        if (!sections) report(`docs/spec/${owner[1]} is no copied specification`);
        else if (!sections.has(section[1]!)) report(`docs/spec/${owner[1]} has no section ${section[1]}`);
      }
    }
  });
  return found;
}

/** A pointer into the design notes written in plain text (`docs/decisions.md#money-is-integer-cents`). */
export interface DocsPointer {
  line: number;
  file: string;
  anchor: string | undefined;
}

export function docsPointers(text: string): DocsPointer[] {
  const found: DocsPointer[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./-])docs\/[\w./-]+?\.md(?:#([\w-]+))?/g)) {
      found.push({ line: index + 1, file: match[0].split('#')[0]!, anchor: match[1] });
    }
  });
  return found;
}
