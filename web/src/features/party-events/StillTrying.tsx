import { STILL_TRYING } from '../../lib/busy-retry';

/**
 * Says the purchase is being tried again while the API is busy. The live
 * region is always there (empty otherwise), so a screen reader announces
 * the words when they appear.
 */
export function StillTrying({ show }: { show: boolean }) {
  return (
    <p role="status" aria-live="polite" className={show ? 'rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'sr-only'}>
      {show ? STILL_TRYING : ''}
    </p>
  );
}
