/**
 * Non-text contrast (WCAG 1.4.11) of the page as it is now, where axe has no
 * rule: each form field's edge, and each chosen tab, radio or pressed button
 * against the unchosen ones of its row, must stand 3:1 or more against what
 * is around it. One line per failure, e.g.
 * `select "School": its edge stands 1.49:1 against its surroundings`.
 */
import type { Page } from 'playwright-core';

/** The failures on `page` now; none is an empty list. */
export function nonTextContrastFailures(page: Page): Promise<string[]> {
  return page.evaluate(checkPage);
}

/** Runs in the page. */
function checkPage(): string[] {
  const MINIMUM = 3;
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  // Any CSS colour (Tailwind's are oklch) as sRGB bytes and an alpha, by painting one pixel with it.
  const rgba = (color: string): number[] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = '#000';
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const luminance = ([r, g, b]: number[]): number => {
    const channel = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const ratio = (a: number[], b: number[]): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const opaque = (color: number[]) => color[3]! > 0.99;
  // The colour seen behind an element: the first opaque background from it up (the page's white at the top).
  const backdrop = (element: Element | null): number[] => {
    for (let at = element; at; at = at.parentElement) {
      const color = rgba(getComputedStyle(at).backgroundColor);
      if (opaque(color)) return color;
    }
    return [255, 255, 255, 1];
  };
  // The strongest contrast the element's own edge (its border, or its own fill) makes against `around`.
  const edgeAgainst = (element: Element, around: number[]): number => {
    const style = getComputedStyle(element);
    const fill = rgba(style.backgroundColor);
    const border = rgba(style.borderTopColor);
    const candidates = [opaque(fill) ? ratio(fill, around) : 1];
    if (parseFloat(style.borderTopWidth) > 0 && opaque(border)) candidates.push(ratio(border, around), opaque(fill) ? ratio(border, fill) : 1);
    return Math.max(...candidates);
  };
  const shown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === 'visible';
  };
  const nameOf = (element: Element): string => {
    const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`;
  };
  const failures: string[] = [];

  const fields = document.querySelectorAll('input:not([type=hidden],[type=checkbox],[type=radio],[type=file],[type=range]), select, textarea');
  for (const field of [...fields].filter(shown)) {
    const edge = edgeAgainst(field, backdrop(field.parentElement));
    if (edge < MINIMUM) failures.push(`${nameOf(field)}: its edge stands ${edge.toFixed(2)}:1 against its surroundings`);
  }

  // A chosen control and what an unchosen one of its kind looks like: the choice must show by more than a faint change.
  const KINDS = [
    { chosen: '[role=tab][aria-selected=true]', unchosen: '[role=tab][aria-selected=false]' },
    { chosen: 'button[role=radio][aria-checked=true]', unchosen: 'button[role=radio][aria-checked=false]' },
    { chosen: '[aria-pressed=true]', unchosen: '[aria-pressed=false]' },
  ];
  for (const kind of KINDS) {
    for (const chosen of [...document.querySelectorAll(kind.chosen)].filter(shown)) {
      let other: Element | null = null;
      for (let group = chosen.parentElement; group && !other; group = group.parentElement) other = group.querySelector(kind.unchosen);
      if (!other || !shown(other)) continue;
      const edge = edgeAgainst(chosen, backdrop(other));
      if (edge < MINIMUM) failures.push(`${nameOf(chosen)} (chosen): stands ${edge.toFixed(2)}:1 against ${nameOf(other)} (not chosen)`);
    }
  }
  return failures;
}
