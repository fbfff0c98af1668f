import type { Chapter, National } from '../../../../shared/api/types';
import { stateName } from '../../../../shared/states';
import { Dialog, SheetContent } from '../../components/ui/dialog';
import { ChapterList } from './ChapterList';
import { lettersOrName } from '../../components/org-type-badge';

/**
 * The national page's View Schools drawer. Its own chunk, loaded on first
 * open: the dialog primitives weigh ~10 KiB gzip the page does not need to
 * render (docs/performance.md#budgets).
 */
export function NationalSchoolsDrawer(props: {
  organization: National;
  chapters: Chapter[];
  state: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { organization, state } = props;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent
        title={`${lettersOrName(organization)} Schools`}
        description={state ? `Chapters in ${stateName(state)}` : 'Every school with a chapter'}
      >
        <ChapterList chapters={props.chapters} />
      </SheetContent>
    </Dialog>
  );
}
