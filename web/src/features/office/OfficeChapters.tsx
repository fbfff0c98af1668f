/**
 * `/office`'s Chapters: pick one of the school's chapters, see its members
 * with their sober-monitor training day, and record or clear one member's
 * day. The API refuses a day in the future, one too old and anyone not a
 * member, and its message is shown by the member's row.
 */
import { useState } from 'react';
import type { MemberTraining } from '../../../../shared/api/monitor-training-types';
import { localDay } from '../../../../shared/dates';
import { trainingText } from '../../../../shared/monitor-training';
import { SelectInput } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useChapterTraining, useRecordTraining } from './use-chapter-training';

const chapterLabel = (c: { letters: string; name: string }) => [c.letters, c.name].filter(Boolean).join(' ');

export function OfficeChapters({ schoolId }: { schoolId: string }) {
  const [chapterId, setChapterId] = useState('');
  const { chapters, training } = useChapterTraining(schoolId, chapterId);
  const options = (chapters.data?.chapters ?? []).map((c) => ({ value: c.id, label: chapterLabel(c) }));
  return (
    <Card role="region" aria-label="Chapters" className="space-y-4 p-4">
      <h2 className="text-lg font-semibold text-slate-900">Chapters</h2>
      <p className="text-sm text-slate-600">Sober-monitor training: the day each member was trained, as your office records it.</p>
      {chapters.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the school&apos;s chapters
        </p>
      ) : (
        <SelectInput label="Chapter" placeholder="Choose a chapter" value={chapterId} onChange={(e) => setChapterId(e.target.value)} options={options} />
      )}
      {chapterId && training.isPending && (
        <p role="status" className="text-sm text-slate-500">
          Loading members…
        </p>
      )}
      {training.isError && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(training.error, "Failed to load the chapter's members")}
        </p>
      )}
      {training.data &&
        (training.data.members.length === 0 ? (
          <p className="text-sm text-slate-600">No members on record.</p>
        ) : (
          <ul aria-label={`Members of ${training.data.chapterName}`} className="divide-y divide-slate-100">
            {training.data.members.map((m) => (
              <MemberRow key={m.sub} chapterId={chapterId} member={m} />
            ))}
          </ul>
        ))}
    </Card>
  );
}

/** One member: their training on record, a day to record (today at most) and Clear. */
function MemberRow({ chapterId, member }: { chapterId: string; member: MemberTraining }) {
  const [date, setDate] = useState(member.trainedOn ?? '');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordTraining(chapterId);
  const inputId = `training-${member.sub}`;
  const save = (value: string | null) => {
    setError(null);
    record.mutate(
      { sub: member.sub, date: value },
      {
        onSuccess: ({ trainedOn }) => {
          setDate(trainedOn ?? '');
          toast.success(trainedOn ? `Training of ${member.fullName} recorded` : `Training of ${member.fullName} cleared`);
        },
        onError: (e) => setError(serverMessage(e, 'Failed to save the training')),
      },
    );
  };
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{member.fullName}</span>
        <span className="text-sm text-slate-600">{trainingText(member.trainedOn)}</span>
      </div>
      {/* The picker stops at today; the API is the one that refuses (its message shows below). */}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (date) save(date);
        }}
      >
        <div>
          <Label htmlFor={inputId}>Training date of {member.fullName}</Label>
          <Input id={inputId} type="date" className="mt-1" max={localDay()} value={date} onChange={(e) => setDate(e.target.value)} aria-describedby={error ? `${inputId}-error` : undefined} />
        </div>
        <Button type="submit" size="sm" disabled={!date || record.isPending} aria-label={`Save training of ${member.fullName}`}>
          Save
        </Button>
        {member.trainedOn && (
          <Button type="button" size="sm" variant="outline" disabled={record.isPending} aria-label={`Clear training of ${member.fullName}`} onClick={() => save(null)}>
            Clear
          </Button>
        )}
      </form>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
