/**
 * What the SPA's source never does, for the criteria no page check can see
 * being broken until someone adds the thing (docs/accessibility.md): content
 * shown on hover or focus (WCAG 1.4.13), media that plays by itself (1.4.2,
 * 2.2.2), page-wide key shortcuts (2.1.4), actions on pointer-down, hover or
 * focus (2.5.2, 3.2.1), an orientation lock or motion input (1.3.4, 2.5.4).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../../../web');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const sources = filesUnder(path.join(WEB, 'src'))
  .filter((file) => /\.(tsx?|css)$/.test(file))
  .map((file) => ({ file: path.relative(WEB, file), text: fs.readFileSync(file, 'utf8') }));

/** `file:line: text` of every match of `pattern` in the SPA's source. */
function matches(pattern: RegExp): string[] {
  return sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** Every JSX attribute and every call in the SPA's TypeScript, as `file:line` and its source text. */
function syntax(): { attributes: { where: string; name: string; value: string }[]; calls: { where: string; callee: string; args: string[] }[] } {
  const attributes: { where: string; name: string; value: string }[] = [];
  const calls: { where: string; callee: string; args: string[] }[] = [];
  for (const { file, text } of sources.filter((s) => /\.tsx?$/.test(s.file))) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isJsxAttribute(node)) {
        const value = node.initializer && ts.isJsxExpression(node.initializer) ? (node.initializer.expression?.getText() ?? '') : (node.initializer?.getText() ?? '');
        attributes.push({ where: where(node), name: node.name.getText(), value });
      }
      if (ts.isCallExpression(node)) calls.push({ where: where(node), callee: node.expression.getText(), args: node.arguments.map((a) => a.getText()) });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { attributes, calls };
}

const { attributes, calls } = syntax();

describe('the SPA source', () => {
  it('shows nothing on hover, or on focus of another element: no tooltip, no hover card, no class that reveals content', () => {
    expect(matches(/\b(Tooltip|HoverCard)\b/)).toEqual([]);
    // `group-hover:` and `peer-focus:` style one element by another's state; showing it that way is content on hover or focus.
    expect(matches(/(group|peer)-(hover|focus|focus-within|focus-visible):(block|flex|grid|inline|inline-flex|visible|opacity-100|not-sr-only)\b/)).toEqual([]);
    expect(matches(/(^|[\s'"`])hover:(block|flex|grid|inline|inline-flex|visible|opacity-100|not-sr-only)\b/)).toEqual([]);
  });

  it('plays no audio or video by itself: the only sound is the door scan beep, on a scan', () => {
    expect(attributes.filter((a) => /^autoplay$/i.test(a.name)).map((a) => a.where)).toEqual([]);
    expect(calls.filter((c) => /\.play$/.test(c.callee)).map((c) => c.where)).toEqual([]);
    expect(new Set(matches(/\bAudioContext\b/).map((line) => line.split(':')[0]))).toEqual(new Set(['src/components/door/scan-signal.ts']));
  });

  it('listens for keys only on the focused control: no key listener on the document or the window', () => {
    const keyListeners = calls.filter((c) => /addEventListener$/.test(c.callee) && /^['"`]key/.test(c.args[0] ?? ''));
    expect(keyListeners.map((c) => `${c.where}: ${c.callee}(${c.args[0]})`)).toEqual([]);
  });

  it('acts on no pointer-down, hover or focus: those only start fetching code or data ahead of a click', () => {
    const early = attributes.filter((a) => /^on(Pointer(Down|Enter|Over)|Mouse(Down|Enter|Over)|TouchStart|Focus)(Capture)?$/.test(a.name));
    expect(early.length).toBeGreaterThan(0);
    const acting = early.filter((a) => !/^(\(\) => void )?(preload|warm|load)\w*(\(\))?$/.test(a.value));
    expect(acting.map((a) => `${a.where}: ${a.name}={${a.value}}`)).toEqual([]);
  });

  it('locks no screen orientation and reads no device motion', () => {
    expect(matches(/orientation\.lock|\(orientation:|devicemotion|deviceorientation|DeviceMotionEvent|DeviceOrientationEvent/i)).toEqual([]);
    const manifests = filesUnder(path.join(WEB, 'public')).filter((file) => /manifest/.test(file));
    for (const manifest of manifests) expect(fs.readFileSync(manifest, 'utf8'), manifest).not.toMatch(/"orientation"/);
  });
});
