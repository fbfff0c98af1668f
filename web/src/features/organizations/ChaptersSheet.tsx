import { useState } from 'react';
import type { Chapter } from '../../../../shared/api/types';
import { stateName } from '../../../../shared/states';
import { Dialog, SheetContent } from '../../components/ui/dialog';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useErrorToast } from '../../lib/use-error-toast';
import { useNational } from './api';
import { ChapterDialog } from './ChapterDialog';
import { ChapterList } from './ChapterList';
import { lettersOrName } from '../../components/org-type-badge';

/** What View Schools opens: an organization and the state chosen on its card ('' for all). */
export interface ChaptersTarget {
  key: string;
  name: string;
  letters: string;
  state: string;
}

/** View Schools: the organization's chapters (in the chosen state), each opening the chapter dialog. */
export function ChaptersSheet({ target, onClose }: { target: ChaptersTarget | null; onClose: () => void }) {
  const [preview, setPreview] = useState<Chapter | null>(null);
  const { data, error, isPending, refetch } = useNational(target?.key ?? '', target?.state ?? '', { enabled: Boolean(target) });
  useErrorToast(error, 'Failed to load chapters');
  return (
    <>
      <Dialog open={Boolean(target)} onOpenChange={(open) => (open ? null : onClose())}>
        <SheetContent
          title={target ? `${lettersOrName(target)} Chapters` : 'Chapters'}
          description={target ? `${target.name}${target.state ? ` in ${stateName(target.state)}` : ''}` : undefined}
        >
          {isPending ? (
            <div role="status" aria-label="Loading chapters" className="space-y-3">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-10 w-full" />
              ))}
            </div>
          ) : error ? (
            <ErrorState title="Failed to load chapters" onRetry={() => void refetch()} />
          ) : (
            // The sheet asks by canonical key, which never yields a choice.
            <ChapterList chapters={'chapters' in data ? data.chapters : []} onPreview={setPreview} />
          )}
          {/* Nested inside the sheet so Radix stacks the two layers (focus, Escape, outside clicks). */}
          <ChapterDialog
            chapterId={preview?.id ?? null}
            title={preview ? `${lettersOrName(preview)} at ${preview.schoolName}` : ''}
            onClose={() => setPreview(null)}
          />
        </SheetContent>
      </Dialog>
    </>
  );
}
