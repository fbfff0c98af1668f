import { useState } from 'react';
import { Segmented } from '../../components/form-fields';
import { LeaderRegister } from './LeaderRegister';
import { LeaderSignIn } from './LeaderSignIn';
import { OfficeRegister } from './OfficeRegister';

/** The portal's two forms behind a Sign In / Register toggle (a lazy chunk); Register asks a leader or a Greek-life office's staff. */
export function LeaderForms() {
  const [tab, setTab] = useState<'signin' | 'register'>('signin');
  const [office, setOffice] = useState(false);
  return (
    <div className="space-y-6">
      <Segmented
        label="Leader portal"
        value={tab}
        onChange={setTab}
        options={[
          { value: 'signin', label: 'Sign In' },
          { value: 'register', label: 'Register' },
        ]}
      />
      {tab === 'signin' ? (
        <LeaderSignIn />
      ) : (
        <>
          <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50">
            <input type="checkbox" className="accent-violet-700" checked={office} onChange={(e) => setOffice(e.target.checked)} />
            I work for a school&apos;s Greek-life office
          </label>
          {office ? <OfficeRegister /> : <LeaderRegister />}
        </>
      )}
    </div>
  );
}
