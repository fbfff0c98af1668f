/**
 * Keyboard-only use of a page for e2e tests: Tab like a person who cannot use
 * a mouse, noting every stop that shows no focus indicator. A control Tab
 * never reaches (unreachable, or behind a focus trap) fails with the stops
 * Tab went through instead.
 */
import type { Locator, Page } from 'playwright-core';

/** How many Tab presses may pass before a control counts as unreachable (the longest page, /organizations, has ~350 stops). */
const TAB_LIMIT = 500;

/** One place Tab landed on. */
export interface TabStop {
  /** The same number for the same element on the same page. */
  key: number;
  description: string;
  /** An outline, or a ring (a box-shadow with spread and no blur) on it or on the card around it (`focus-within`). */
  indicated: boolean;
}

/** The focused element as a {@link TabStop}; null on the body. Runs in the page. */
function focusedStop(): TabStop | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const win = window as unknown as { __tabStopKeys?: WeakMap<Element, number>; __tabStopCount?: number };
  win.__tabStopKeys ??= new WeakMap();
  if (!win.__tabStopKeys.has(element)) {
    win.__tabStopCount = (win.__tabStopCount ?? 0) + 1;
    win.__tabStopKeys.set(element, win.__tabStopCount);
  }
  // A ring that fades in (`transition-shadow`) is read at its end, not at its first frame.
  for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  const hasRing = (style: CSSStyleDeclaration) => /\)\s+0px\s+0px\s+0px\s+[1-9]/.test(style.boxShadow);
  const own = getComputedStyle(element);
  let indicated = (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) || hasRing(own);
  for (let up = element.parentElement, depth = 0; !indicated && up && depth < 4; up = up.parentElement, depth += 1) {
    indicated = hasRing(getComputedStyle(up));
  }
  const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
  const label = (element as HTMLInputElement).labels?.[0]?.textContent?.trim();
  return { key: win.__tabStopKeys.get(element)!, description: `<${element.tagName.toLowerCase()}> ${label ?? name}`.trim(), indicated };
}

/**
 * Tabs on from where the focus is (the top of a page just opened) until it
 * comes round to a stop it had already: every stop of the page once, in order.
 */
export async function tabThroughPage(page: Page): Promise<TabStop[]> {
  const stops: TabStop[] = [];
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(focusedStop);
    // The body between rounds, or Tab moving within one control (a date field's month, day and year).
    if (!stop || stop.key === stops.at(-1)?.key) continue;
    if (stops.some((s) => s.key === stop.key)) return stops;
    stops.push(stop);
  }
  throw new Error(`Tab did not come round in ${TAB_LIMIT} presses: ${stops.length} stops`);
}

export class KeyboardUser {
  /** Stops Tab landed on that showed no focus indicator. */
  readonly unindicatedStops = new Set<string>();

  constructor(private readonly page: Page) {}

  /**
   * Presses Tab until `target` has focus (none when it has it already).
   * `within`: the focus must never leave that element on the way (a modal dialog's focus trap).
   */
  async tabTo(target: Locator, { within }: { within?: Locator } = {}): Promise<void> {
    await target.waitFor();
    if (await this.hasFocus(target)) return;
    const visited: string[] = [];
    for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
      await this.page.keyboard.press('Tab');
      const stop = await this.page.evaluate(focusedStop);
      if (stop) {
        visited.push(stop.description);
        if (!stop.indicated) this.unindicatedStops.add(stop.description);
      }
      if (within && !(await within.evaluate((element) => element.contains(document.activeElement)))) {
        throw new Error(`Tab left ${within.toString()} for ${stop?.description ?? 'the page'} after:\n${visited.join('\n')}`);
      }
      if (await this.hasFocus(target)) return;
    }
    throw new Error(`Tab never reached ${target.toString()} in ${TAB_LIMIT} presses; it went through:\n${visited.join('\n')}`);
  }

  /** Tabs to `target` and presses `key` on it (Enter, Space, ArrowDown…). */
  async activate(target: Locator, key = 'Enter'): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press(key);
  }

  /** Tabs to a text field and types `text` into it. */
  async fill(field: Locator, text: string): Promise<void> {
    await this.tabTo(field);
    await this.page.keyboard.type(text);
  }

  press(key: string): Promise<void> {
    return this.page.keyboard.press(key);
  }

  /** Whether `target` has the keyboard focus now. */
  async hasFocus(target: Locator): Promise<boolean> {
    return target.evaluate((element) => element === document.activeElement);
  }
}
