import { useRef } from 'react';
import { toast } from '../../lib/toast';
import type { FeedbackInput } from '../../../../shared/schemas/feedback';
import { LIMITS } from '../../../../shared/limits';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input, Label, Textarea } from '../../components/ui/input';
import { useSendFeedback } from './api';
import { cn } from '../../lib/cn';
import { type FieldErrors, useSchemaForm } from '../../lib/schema-form';
import { serverMessage } from '../../lib/server-message';

const FIELD_ORDER = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: FeedbackInput = { name: '', email: '', subject: '', message: '' };

/** The first message in the form's field order, as the schema reports it. */
function firstMessage(errors: FieldErrors): string | undefined {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}

/** The same words in every field. */
const sameMessage = (a: FeedbackInput, b: FeedbackInput) => FIELD_ORDER.every((field) => a[field] === b[field]);

/**
 * Send Feedback (docs/spec/student-side.md §2, §5, §8): validated with the same schema as
 * the feedback function; closed and cleared once sent. Each message carries
 * an id: sent again unchanged after a failure (whose answer may have been
 * lost after the message was taken), it is the same message and the team
 * gets one mail; an edited message, or a new one after a success, gets a new id.
 */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useSchemaForm({
    // The shared rules, loaded with zod when the form is first used (lib/schema-form.ts).
    schema: () => import('../../../../shared/schemas/feedback').then((m) => m.feedbackSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = form;
  const attempt = useRef<{ values: FeedbackInput; feedbackId: string } | null>(null);
  const feedbackIdFor = (values: FeedbackInput) => {
    if (!attempt.current || !sameMessage(attempt.current.values, values)) attempt.current = { values, feedbackId: crypto.randomUUID() };
    return attempt.current.feedbackId;
  };
  const send = useSendFeedback({
    onSuccess: () => {
      attempt.current = null;
      toast.success('Feedback Sent!', { description: "Thank you for your feedback. We'll get back to you soon." });
      reset(EMPTY);
      onOpenChange(false);
    },
    // A refusal the API explains (too many messages, a field it refused) is shown as it says.
    onError: (error) => {
      toast.error(serverMessage(error, 'Failed to send feedback. Please try again.'));
    },
  });

  const messageLength = watch('message')?.length ?? 0;
  const onSubmit = handleSubmit(
    (values) => send.mutate({ ...values, feedbackId: feedbackIdFor(values) }),
    (formErrors) => {
      const message = firstMessage(formErrors);
      if (message) toast.error('Validation Error', { description: message });
    },
  );

  const field = (name: (typeof FIELD_ORDER)[number]) => ({
    id: `feedback-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `feedback-${name}-error` : undefined,
    ...register(name),
  });
  const error = (name: (typeof FIELD_ORDER)[number]) =>
    errors[name]?.message ? (
      <p id={`feedback-${name}-error`} className="text-sm text-red-700">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Send Feedback" description="Questions, ideas or problems: tell us and we'll get back to you.">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="feedback-name">Name</Label>
              <Input autoComplete="name" placeholder="Your name" {...field('name')} />
              {error('name')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="feedback-email">Email</Label>
              <Input type="email" autoComplete="email" placeholder="you@university.edu" {...field('email')} />
              {error('email')}
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="feedback-subject">Subject</Label>
            <Input placeholder="What is it about?" {...field('subject')} />
            {error('subject')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="feedback-message">Message</Label>
            <Textarea rows={5} placeholder="Tell us more..." {...field('message')} />
            <div className="flex items-start justify-between gap-4">
              <div>{error('message')}</div>
              <p
                aria-live="polite"
                data-testid="feedback-counter"
                className={cn('shrink-0 text-xs tabular-nums', messageLength > LIMITS.feedback.message ? 'text-red-700' : 'text-slate-500')}
              >
                {messageLength}/{LIMITS.feedback.message}
              </p>
            </div>
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Feedback'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
