import { useState } from 'react';
import { Segmented } from '../../components/form-fields';
import { LeaderRegister } from './LeaderRegister';
import { LeaderSignIn } from './LeaderSignIn';

/** The portal's two forms behind a Sign In / Register toggle (a lazy chunk). */
export function LeaderForms() {
  const [tab, setTab] = useState<'signin' | 'register'>('signin');
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
      {tab === 'signin' ? <LeaderSignIn /> : <LeaderRegister />}
    </div>
  );
}
