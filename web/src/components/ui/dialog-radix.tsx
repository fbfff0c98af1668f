import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The Radix dialog behind `./dialog` (a chunk of its own, loaded when a dialog
 * first opens: docs/performance.md#budgets). Import `./dialog`, never this file.
 */
export const Dialog = D.Root;
export const DialogClose = D.Close;

const overlay = 'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]';

type ContentProps = ComponentProps<typeof D.Content>;

/**
 * On close, the focus goes back to the control that had it when the dialog
 * opened. Radix gives it to a `DialogTrigger` only, and our dialogs open from
 * state (after a request, from a menu, lazily): without this a keyboard user
 * was left on the page's body, back at its first link.
 */
function useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus }: Pick<ContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Fired before Radix moves the focus in: the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** The title, the optional description and the close button at the top of a dialog or sheet. */
function Heading({ title, description, className }: { title: ReactNode; description?: ReactNode; className: string }) {
  return (
    <div className={cn('flex items-start justify-between gap-4 border-b border-slate-100 py-4', className)}>
      <div>
        <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
        {description ? <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description> : null}
      </div>
      <D.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500">
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">Close</span>
      </D.Close>
    </div>
  );
}

/** Over the page: the heading, then the body, scrolling; the focus goes back to the opener on close. */
function Panel({
  title,
  description,
  frame,
  gutter,
  body,
  children,
  ...props
}: Omit<ContentProps, 'title' | 'className'> & { title: ReactNode; description?: ReactNode; frame: string; gutter: string; body: string }) {
  const focusReturn = useFocusReturn(props);
  return (
    <D.Portal>
      <D.Overlay className={overlay} />
      <D.Content className={frame} {...(description ? {} : { 'aria-describedby': undefined })} {...props} {...focusReturn}>
        <Heading title={title} description={description} className={gutter} />
        <div className={cn(body, gutter)}>{children}</div>
      </D.Content>
    </D.Portal>
  );
}

/**
 * Centred modal with a title (required: screen readers announce it), an
 * optional description and a close button.
 */
export function DialogContent({
  className,
  wide = false,
  ...props
}: Omit<ContentProps, 'title'> & { title: ReactNode; description?: ReactNode; /** max-w-2xl rather than max-w-lg */ wide?: boolean }) {
  return (
    <Panel
      frame={cn(
        'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none',
        wide ? 'max-w-2xl' : 'max-w-lg',
        className,
      )}
      gutter="px-6"
      body="overflow-y-auto py-4"
      {...props}
    />
  );
}

/** A panel sliding in from the side (mobile navigation, chapter lists). */
export function SheetContent({
  side = 'right',
  className,
  ...props
}: Omit<ContentProps, 'title'> & { title: ReactNode; description?: ReactNode; side?: 'left' | 'right' }) {
  return (
    <Panel
      frame={cn('fixed inset-y-0 z-50 flex w-[min(24rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none', side === 'right' ? 'right-0' : 'left-0', className)}
      gutter="px-5"
      body="flex-1 overflow-y-auto py-4"
      {...props}
    />
  );
}
