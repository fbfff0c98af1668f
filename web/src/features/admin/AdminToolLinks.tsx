import { Database, Image, Palette, School, Sprout } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The admin pages beyond the tabs (docs/spec/leader-admin-side.md §2): school logos, the logo gallery and the data tools. */
const TOOLS = [
  { to: '/admin/school-logos', label: 'Manage School Logos', icon: Image },
  { to: '/logos', label: 'Logo Options', icon: Palette },
  { to: '/populate-data', label: 'Populate Database', icon: Database },
  { to: '/populate-top-schools', label: 'Replace Schools', icon: School },
  { to: '/seed-data', label: 'Seed Test Data', icon: Sprout },
] as const;

export function AdminToolLinks() {
  return (
    <nav aria-label="Admin tools" className="mt-6 flex flex-wrap gap-2">
      {TOOLS.map(({ to, label, icon: Icon }) => (
        <Link key={to} to={to} className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
