import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { MediaItem } from '../../../../shared/api/types';
import { LIMITS } from '../../../../shared/limits';
import { MEDIA_MESSAGES, MEDIA_TYPE_NAMES, captionSchema, fileProblem } from '../../../../shared/schemas/media';
import { cn } from '../../lib/cn';
import { UploadRefused, usePostMedia } from '../../lib/media-upload';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { Label, Textarea } from '../ui/input';
import { SelectField } from '../ui/select';

export interface UploadTarget {
  id: string;
  title: string;
}

/** A preview address of the picked file, released when it changes or the dialog closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The media upload dialog (docs/spec/student-side.md §2, §5): file select, preview (image
 * or video), caption with a live counter (max 500), Cancel and Post. Posts to
 * one event (the event page) or to the one picked among `events` (a chapter's
 * Photos tab). The file and caption are checked by the rules the API applies.
 */
export function MediaUploadDialog({
  open,
  onOpenChange,
  title,
  events,
  onPosted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  events: UploadTarget[];
  onPosted: (item: MediaItem) => void;
}) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [eventId, setEventId] = useState(events[0]?.id ?? '');
  const preview = usePreview(file);
  const reset = () => {
    setFile(null);
    setCaption('');
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const post = usePostMedia({
    onSuccess: (item) => {
      toast.success(MEDIA_MESSAGES.posted);
      onPosted(item);
      close(false);
    },
    onError: (error) => {
      const reason = error instanceof UploadRefused ? error.message : serverMessage(error, 'Something went wrong. Please try again.');
      toast.error(MEDIA_MESSAGES.uploadFailed, { description: reason });
    },
  });

  const pick = (picked: File | null) => {
    const problem = picked ? fileProblem(picked) : null;
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setFile(picked);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = fileProblem(file);
    if (problem || !file) {
      toast.error(problem?.title ?? MEDIA_MESSAGES.noFile.title, { description: problem?.description ?? MEDIA_MESSAGES.noFile.description });
      return;
    }
    const parsed = captionSchema.safeParse({ caption });
    if (!parsed.success) {
      toast.error('Validation Error', { description: parsed.error.issues[0]?.message });
      return;
    }
    post.mutate({ eventId, file, caption: parsed.data.caption });
  };

  const isVideo = file?.type.startsWith('video/') ?? false;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={title} description="Share a photo or video (up to 50MB) from the event.">
        <form noValidate onSubmit={submit} className="space-y-4">
          {events.length > 1 ? (
            <div className="space-y-1.5">
              <Label htmlFor={`${ids}-event`}>Event</Label>
              <SelectField id={`${ids}-event`} label="Event" value={eventId} onChange={setEventId} options={events.map((e) => ({ value: e.id, label: e.title }))} />
            </div>
          ) : null}
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-file`}>Photo or video</Label>
            <input
              id={`${ids}-file`}
              type="file"
              accept={MEDIA_TYPE_NAMES.join(',')}
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-violet-50 file:px-3 file:py-2 file:font-medium file:text-violet-800 hover:file:bg-violet-100"
            />
          </div>
          <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-slate-100" data-testid="media-preview">
            {preview && isVideo ? <video src={preview} controls muted className="h-full w-full object-contain" aria-label="Preview" /> : null}
            {preview && !isVideo ? <img src={preview} alt="Preview" className="h-full w-full object-contain" /> : null}
            {!preview ? <ImagePlus className="size-10 text-slate-400" aria-hidden="true" /> : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${ids}-caption`}>Caption (optional)</Label>
            <Textarea id={`${ids}-caption`} rows={3} value={caption} onChange={(e) => setCaption(e.target.value)} placeholder="Say something about it..." />
            <p
              aria-live="polite"
              data-testid="caption-counter"
              className={cn('text-right text-xs tabular-nums', caption.length > LIMITS.caption ? 'text-red-700' : 'text-slate-500')}
            >
              {caption.length}/{LIMITS.caption}
            </p>
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={post.isPending || !eventId}>
              {post.isPending ? 'Posting...' : 'Post'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
