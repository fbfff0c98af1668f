import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

/** A failed load, with the spec's message and a way to try again. */
export function ErrorState({ title, description, onRetry }: { title: string; description?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <AlertTriangle aria-hidden="true" className="mb-3 size-10 text-red-500" />
      <p className="text-base font-semibold text-red-900">{title}</p>
      {description ? <p className="mt-1 text-sm text-red-800">{description}</p> : null}
      {onRetry ? (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
