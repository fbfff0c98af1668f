import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { School } from '../../../../shared/api/types';
import { TextField } from '../../components/form-fields';
import { ErrorState } from '../../components/ui/error-state';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { AddDialog } from './AddDialog';
import { createSchool, deleteSchool, getSchoolRules, refreshAdminLists, refreshCatalog, updateSchoolRules, useAdminSchools } from './api';
import { attempt } from './attempt';
import { ConfirmDelete } from './ConfirmDelete';
import { DataTable } from './DataTable';
import { SearchField } from '../../components/search-field';
import { SchoolRulesDialog } from '../../components/school-rules-dialog';

const matches = (s: School, q: string) => [s.name, s.city, s.state].some((v) => v.toLowerCase().includes(q));

/** Schools: searchable by name, city and state; Add; Delete (refused while anything refers to the school). */
export function SchoolsTab() {
  const queryClient = useQueryClient();
  const schools = useAdminSchools();
  useErrorToast(schools.error, 'Failed to load schools');
  const [search, setSearch] = useState('');
  const [form, setForm] = useState({ name: '', city: '', state: '' });

  const add = async () => {
    const name = form.name.trim();
    if (!name) {
      toast.error('School name is required');
      return false;
    }
    const done = await attempt(
      () => createSchool({ name, city: form.city.trim(), state: form.state.trim() }),
      { success: 'School added successfully', failure: (error) => serverMessage(error, 'Failed to add school') },
      () => refreshCatalog(queryClient),
    );
    if (done) setForm({ name: '', city: '', state: '' });
    return done;
  };

  const remove = (s: School) =>
    attempt(() => deleteSchool(s.id), { success: 'School deleted successfully', failure: () => 'Failed to delete school. It may have associated data.' }, () =>
      refreshCatalog(queryClient),
    );

  const q = search.trim().toLowerCase();
  const rows = (schools.data?.schools ?? []).filter((s) => !q || matches(s, q));
  return (
    <section aria-label="Schools">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SearchField className="mb-4 max-w-md" label="Search schools by name, city or state" value={search} onChange={setSearch} />
        <AddDialog label="Add School" title="Add School" onSubmit={add}>
          <TextField label="Name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField label="City" value={form.city} onChange={(e) => setForm({ ...form, city: e.target.value })} />
          <TextField label="State" maxLength={2} value={form.state} onChange={(e) => setForm({ ...form, state: e.target.value.toUpperCase() })} />
        </AddDialog>
      </div>
      {schools.error ? (
        <ErrorState title="Failed to load schools" onRetry={() => void schools.refetch()} />
      ) : schools.isPending ? (
        <CardGridSkeleton count={1} label="Loading schools" />
      ) : (
        <DataTable
          caption="Schools"
          rows={rows}
          rowKey={(s) => s.id}
          empty={q ? 'No schools match your search.' : 'No schools yet.'}
          columns={[
            { header: 'Name', cell: (s) => <span className="font-medium">{s.name}</span> },
            { header: 'City', cell: (s) => s.city || '—' },
            { header: 'State', cell: (s) => s.state || '—' },
            { header: 'Office Rules', cell: (s) => (
                <SchoolRulesDialog
                  schoolName={s.name}
                  trigger={{ label: 'Office Rules', ariaLabel: `Office rules of ${s.name}` }}
                  load={() => getSchoolRules(s.id)}
                  save={(rules) => updateSchoolRules(s.id, rules)}
                  afterSave={() => refreshAdminLists(queryClient, 'listAuditLog')}
                />
              ),
            },
            {
              header: 'Delete',
              cell: (s) => (
                <ConfirmDelete
                  label={`Delete ${s.name}`}
                  title="Delete this school?"
                  description={`${s.name} will be deleted. A school that organizations or events refer to cannot be deleted.`}
                  onConfirm={() => remove(s)}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
