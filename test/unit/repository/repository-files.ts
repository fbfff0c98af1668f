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
 * ("DESIGN §5", "DESIGN.md") and issue numbers ("issue 14", "Issue 8 §2").
 */
const CITATIONS = [/\bDESIGN(?:\.md)?\s*§/, /\bDESIGN\.md\b/, /\bissues?\s+#?\d+/i];

/** How many lines of `text` cite one of them. */
export function citationLines(text: string): { count: number; lines: number[] } {
  const lines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (CITATIONS.some((pattern) => pattern.test(line))) lines.push(index + 1);
  });
  return { count: lines.length, lines };
}
