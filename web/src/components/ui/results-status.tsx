/**
 * How many results a search or a filter leaves, for a screen reader, said
 * without moving the focus (WCAG 4.1.3): one polite live region that stays in
 * the page while the results change (a region added together with its text,
 * or removed when nothing matches, is not read). Empty while the results
 * load or fail: the skeleton and the error say that.
 */
export function ResultsStatus({ count, noun, pluralNoun = `${noun}s` }: { count: number | null; noun: string; pluralNoun?: string }) {
  return (
    <p role="status" className="sr-only">
      {count === null ? '' : `${count} ${count === 1 ? noun : pluralNoun} found`}
    </p>
  );
}
