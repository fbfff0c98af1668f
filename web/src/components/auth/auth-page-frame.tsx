import { type ReactNode, Suspense } from 'react';
import { warmAuth } from '../../lib/auth/load';
import { FormSkeleton } from '../form-skeleton';
import { Card } from '../ui/card';
import { PageTitle } from '../ui/page-title';

/**
 * The frame of both sign-in pages, the students' `/auth` and the leaders'
 * `/leader-auth`: the page title, a heading with what the page is for, then
 * the forms in a card. The forms are a lazy chunk (a skeleton until they
 * arrive), and Amplify, which a sign-in needs on submit, starts loading at
 * the first touch of the card, while the visitor types.
 */
export function AuthPageFrame({
  pageTitle,
  heading,
  intro,
  icon,
  wide = false,
  children,
}: {
  pageTitle: string;
  heading: string;
  intro: string;
  /** Shown above the heading. */
  icon?: ReactNode;
  /** A wider column, for a longer form. */
  wide?: boolean;
  /** The forms: a lazy component. */
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex ${wide ? 'max-w-lg' : 'max-w-md'} flex-col gap-6 px-4 py-12 sm:py-16`}>
      <PageTitle title={pageTitle} />
      <div className="space-y-2 text-center">
        {icon}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
        <p className="text-slate-600">{intro}</p>
      </div>
      <Card className="p-6" onFocusCapture={warmAuth} onPointerDownCapture={warmAuth}>
        <Suspense fallback={<FormSkeleton />}>{children}</Suspense>
      </Card>
    </div>
  );
}
