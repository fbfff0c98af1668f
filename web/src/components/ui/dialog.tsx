import { type ComponentProps, type ReactNode, Suspense, createContext, lazy, useContext, useMemo } from 'react';
import type * as Radix from './dialog-radix';

/**
 * Modal dialogs and side sheets. Radix's dialog (focus trap, scroll lock,
 * dismissal: about 14 KiB gzip) is a chunk of its own, loaded when a dialog
 * first opens, so a page that only might open one does not carry it
 * (docs/performance.md#budgets). Every dialog here is controlled (`open`). `Dialog` only holds
 * that state, so the controls beside the content (the button that opens it)
 * never remount; the Radix root wraps the content, once open.
 */
const load = () => import('./dialog-radix');
const LazyRoot = lazy(() => load().then((m) => ({ default: m.Dialog })));
const LazyContent = lazy(() => load().then((m) => ({ default: m.DialogContent })));
const LazySheet = lazy(() => load().then((m) => ({ default: m.SheetContent })));
const LazyClose = lazy(() => load().then((m) => ({ default: m.DialogClose })));

interface DialogState {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

const State = createContext<DialogState>({ open: false });

/** Holds the dialog's open state for its content; renders its children as they are. */
export function Dialog({ open, onOpenChange, children }: DialogState & { children: ReactNode }) {
  const state = useMemo(() => ({ open, onOpenChange }), [open, onOpenChange]);
  return <State.Provider value={state}>{children}</State.Provider>;
}

/** The open dialog around `content` (nothing while closed; the first opening loads the code, a moment). */
function OpenDialog({ children }: { children: ReactNode }) {
  const { open, onOpenChange } = useContext(State);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyRoot open onOpenChange={onOpenChange}>
        {children}
      </LazyRoot>
    </Suspense>
  );
}

/** Centred modal with a title (required: screen readers announce it), an optional description and a close button. */
export function DialogContent(props: ComponentProps<typeof Radix.DialogContent>) {
  return (
    <OpenDialog>
      <LazyContent {...props} />
    </OpenDialog>
  );
}

/** A panel sliding in from the side (mobile navigation, chapter lists). */
export function SheetContent(props: ComponentProps<typeof Radix.SheetContent>) {
  return (
    <OpenDialog>
      <LazySheet {...props} />
    </OpenDialog>
  );
}

/** Closes the dialog it is in (`asChild` to make a button of it); only inside the content. */
export function DialogClose(props: ComponentProps<typeof Radix.DialogClose>) {
  return <LazyClose {...props} />;
}
