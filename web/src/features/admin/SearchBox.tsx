import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';

/** The search field above an admin table. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative mb-4 max-w-md">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <Input type="search" aria-label={label} placeholder={label} className="pl-9" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
