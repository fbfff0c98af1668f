import { Skeleton } from '../../components/ui/skeleton';

/** The event form's place while its chunk (and, on Edit Event, the stored event) loads. */
export function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading form" className="space-y-4">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}
