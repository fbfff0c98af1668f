import { CalendarDays, School } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Chapter } from '../../../../shared/api/types';
import { stateName } from '../../../../shared/states';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** Chapters (schools) of an organization; each links to its chapter page and can open the chapter dialog. */
export function ChapterList({ chapters, onPreview }: { chapters: Chapter[]; onPreview?: (chapter: Chapter) => void }) {
  if (chapters.length === 0) return <EmptyState icon={<School />} title="No Chapters Found" />;
  return (
    <ul className="divide-y divide-slate-100">
      {chapters.map((chapter) => (
        <li key={chapter.id} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <Link to={`/organizations/${chapter.id}`} className="font-medium text-slate-900 hover:text-violet-700 hover:underline">
              {chapter.schoolName}
            </Link>
            <p className="text-sm text-slate-500">
              {chapter.city}, {stateName(chapter.state)}
            </p>
          </div>
          {onPreview ? (
            <Button variant="ghost" size="sm" onClick={() => onPreview(chapter)} aria-label={`Events and photos at ${chapter.schoolName}`}>
              <CalendarDays aria-hidden="true" /> Events
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
