/**
 * Reflow (WCAG 1.4.10) and text spacing (WCAG 1.4.12) in the e2e pages: the
 * narrowest screen the layout must hold, what sticks out sideways, the
 * spacing a reader may set with a style sheet of their own, and text that
 * ends up cut off.
 */
import type { Page } from 'playwright-core';

/**
 * 320 CSS px wide: WCAG's reflow width (a 1280 px screen zoomed to 400 %),
 * narrower than any phone the layout serves (375 px, `PHONE`).
 */
export const REFLOW = { width: 320, height: 640 };

/**
 * The spacing of WCAG 1.4.12, on everything and overriding the page's own:
 * line height 1.5 × the font size, 2 × after paragraphs, letters 0.12 ×,
 * words 0.16 ×.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * The document's width past the screen, and what sticks out (to name the culprit on failure): the deepest
 * elements, and words wider than their box (an element's own box can fit while its text runs past it).
 */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; sticking: string[] }> {
  return page.evaluate(() => {
    const out = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5);
    const deepest = out.filter((e) => !out.some((other) => other !== e && e.contains(other)));
    const words: string[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text && words.length < 5; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      if ([...range.getClientRects()].some((box) => box.right > window.innerWidth + 0.5)) {
        words.push(`text "${(text.textContent ?? '').trim().slice(0, 40)}" in <${text.parentElement?.tagName.toLowerCase()} class="${text.parentElement?.getAttribute('class') ?? ''}">`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      sticking: [...deepest.slice(0, 5).map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute('class') ?? ''}">${(e.textContent ?? '').slice(0, 40)}`), ...words],
    };
  });
}

/** Sets WCAG 1.4.12's text spacing on the page until it is next loaded. */
export async function widenTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({ content: TEXT_SPACING });
}

/**
 * Elements whose text is cut off: clipped by `overflow: hidden` (or `clip`)
 * or ended with an ellipsis, e.g. `<p class="truncate">Bowling Green State Univ…`.
 * A screen-reader-only element (1 px) is meant to be clipped.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const text = (element.textContent ?? '').trim();
      const box = element.getBoundingClientRect();
      if (!text || box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible') continue;
      const cutsX = /hidden|clip/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutsY = /hidden|clip/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (cutsX || cutsY) clipped.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${text.slice(0, 40)}`);
    }
    return clipped;
  });
}
