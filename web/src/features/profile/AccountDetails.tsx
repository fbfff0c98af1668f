import type { Profile } from '../../../../shared/api/types';
import { Card } from '../../components/ui/card';
import { formatInstantLong } from '../../lib/instant';

/** Read-only account details: full name, e-mail or phone, school and member since. */
export function AccountDetails({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Full Name', profile.fullName || '—'],
    profile.email ? ['Email', profile.email] : ['Phone', profile.phone ?? '—'],
    ['School', profile.schoolName ?? 'Not selected'],
    ['Member Since', formatInstantLong(profile.createdAt)],
  ];
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Account Details</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-4 py-2.5 text-sm">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
