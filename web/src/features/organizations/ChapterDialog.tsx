import { ArrowRight, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { stateName } from '../../../../shared/states';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { plural } from '../../lib/text';
import { ChapterTabs } from './ChapterTabs';
import { FollowButton } from './FollowButton';
import { lettersOrName } from '../../components/org-type-badge';
import { useChapter } from './api';

/** Quick look at one chapter from the directory: its upcoming events and photos. */
export function ChapterDialog({
  chapterId,
  title,
  onClose,
}: {
  chapterId: string | null;
  /** Shown while loading: "ΣΧ at University of Texas". */
  title: string;
  onClose: () => void;
}) {
  const { data, error, isPending, refetch, key } = useChapter(chapterId ?? '', Boolean(chapterId));
  const chapter = data?.chapter;
  return (
    <Dialog open={Boolean(chapterId)} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        wide
        title={chapter ? `${lettersOrName(chapter)} at ${chapter.schoolName}` : title}
        description={chapter ? `${chapter.name} · ${chapter.city}, ${stateName(chapter.state)}` : undefined}
      >
        {isPending ? (
          <div role="status" aria-label="Loading chapter" className="space-y-3">
            <Skeleton className="h-9 w-64" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : error ? (
          <ErrorState title="Failed to load organization" onRetry={() => void refetch()} />
        ) : (
          <>
            <div className="mb-4 flex items-center justify-between gap-3">
              <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                <Users className="size-4" aria-hidden="true" />
                {plural(data.chapter.followerCount, 'follower')}
              </p>
              <FollowButton page={data} pageKey={key} />
            </div>
            <ChapterTabs events={data.events} photos={data.photos} />
            <div className="mt-6 flex justify-end">
              <Button variant="outline" asChild>
                <Link to={`/organizations/${data.chapter.id}`}>
                  Open chapter page <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
