import type { GuestCapRule } from '../../../shared/guest-cap';
import { TextField } from './form-fields';

/** The member-to-guest cap's three figures as typed: empty = not set. */
export type GuestCapDraft = { guestsPerMember: string; largeChapterMembers: string; guestsPerMemberLarge: string };

const text = (n: number | null | undefined) => (n == null ? '' : String(n));
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

export const guestCapDraftOf = (r: GuestCapRule): GuestCapDraft => ({
  guestsPerMember: text(r.guestsPerMember),
  largeChapterMembers: text(r.largeChapterMembers),
  guestsPerMemberLarge: text(r.guestsPerMemberLarge),
});

export const guestCapOfDraft = (d: GuestCapDraft): Required<GuestCapRule> => ({
  guestsPerMember: numberOrNull(d.guestsPerMember),
  largeChapterMembers: numberOrNull(d.largeChapterMembers),
  guestsPerMemberLarge: numberOrNull(d.guestsPerMemberLarge),
});

type Field = (key: keyof GuestCapDraft) => { value: string; onChange: (e: { target: { value: string } }) => void };

/** The rules dialog's member-to-guest cap: guests per member, and optionally a second figure from a chapter size on. */
export function GuestCapFields({ field }: { field: Field }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-slate-900">Member-to-guest cap (optional)</legend>
      <TextField label="Guests per member" type="number" min={1} max={50} hint="Empty: no cap" {...field('guestsPerMember')} />
      <TextField label="Large chapter from (members)" type="number" min={2} max={1000} hint="Optional: a second figure from this size on" {...field('largeChapterMembers')} />
      <TextField label="Guests per member in a large chapter" type="number" min={1} max={50} {...field('guestsPerMemberLarge')} />
    </fieldset>
  );
}
