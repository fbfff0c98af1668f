import { type ReactNode, Suspense, createContext, lazy, use, useCallback, useMemo, useState } from 'react';

/** The Send Feedback dialog is a separate chunk: it carries the form library and zod (docs/performance.md#budgets). */
const loadFeedbackDialog = () => import('../features/feedback/FeedbackDialog');
const FeedbackDialog = lazy(() => loadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })));

interface FeedbackControls {
  /** Opens Send Feedback (header, mobile menu, account menu and footer). */
  openFeedback: () => void;
  /** Starts loading the dialog's code early, e.g. when a pointer nears a Feedback button. */
  preloadFeedback: () => void;
}

const FeedbackContext = createContext<FeedbackControls | null>(null);

/** Holds the one Send Feedback dialog of the app; mounted on first use and kept so a draft survives closing. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const openFeedback = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const preloadFeedback = useCallback(() => {
    void loadFeedbackDialog();
  }, []);
  const value = useMemo(() => ({ openFeedback, preloadFeedback }), [openFeedback, preloadFeedback]);
  return (
    <FeedbackContext value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </FeedbackContext>
  );
}

/** Controls of the Send Feedback dialog. */
export function useFeedback(): FeedbackControls {
  const ctx = use(FeedbackContext);
  if (!ctx) throw new Error('useFeedback outside FeedbackProvider');
  return ctx;
}
