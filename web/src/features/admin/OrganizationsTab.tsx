import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Chapter } from '../../../../shared/api/types';
import { labelOf, labelledOptions } from '../../../../shared/labels';
import { ORGANIZATION_TYPES, type OrganizationType } from '../../../../shared/limits';
import { SelectInput, TextField } from '../../components/form-fields';
import { ErrorState } from '../../components/ui/error-state';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useSchoolChapters, useSchoolList } from '../../lib/reference-data';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { dashLabel } from '../../lib/text';
import { AddDialog } from './AddDialog';
import { createOrganization, deleteOrganization, refreshCatalog } from './api';
import { attempt } from './attempt';
import { ConfirmDelete } from './ConfirmDelete';
import { DataTable } from './DataTable';
import { SearchField } from '../../components/search-field';

const TYPE_CHOICES = labelledOptions('organizationType', ORGANIZATION_TYPES);
const EMPTY_FORM = { name: '', letters: '', type: 'fraternity' as OrganizationType, foundedYear: '', schoolId: '' };
const matches = (c: Chapter, q: string) => [c.letters, c.name, c.type, c.schoolName].some((v) => v.toLowerCase().includes(q));

/** Organizations: a school's chapters, searchable by letters, name, type and school; Add; Delete (refused while events refer to it). */
export function OrganizationsTab() {
  const queryClient = useQueryClient();
  const schools = useSchoolList({ forFilters: true });
  const [schoolId, setSchoolId] = useState('');
  const chapters = useSchoolChapters(schoolId);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState(EMPTY_FORM);
  const schoolChoices = (schools.data?.schools ?? []).map((s) => ({ value: s.id, label: dashLabel(s.name, s.city) }));

  const add = async () => {
    // The API's schema, with zod, loads on the first Add rather than with the admin page.
    const { newOrganizationSchema } = await import('../../../../shared/schemas/catalog-admin');
    const parsed = newOrganizationSchema.safeParse({
      name: form.name,
      schoolId: form.schoolId,
      type: form.type,
      ...(form.letters.trim() ? { letters: form.letters } : {}),
      ...(form.foundedYear ? { foundedYear: Number(form.foundedYear) } : {}),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Failed to add organization');
      return false;
    }
    const input = parsed.data;
    const done = await attempt(
      () => createOrganization(input),
      { success: 'Organization added successfully', failure: (error) => serverMessage(error, 'Failed to add organization') },
      () => refreshCatalog(queryClient),
    );
    if (done) {
      setSchoolId(input.schoolId);
      setForm(EMPTY_FORM);
    }
    return done;
  };

  const remove = (c: Chapter) =>
    attempt(() => deleteOrganization(c.id), { success: 'Organization deleted successfully', failure: () => 'Failed to delete organization. It may have associated data.' }, () =>
      refreshCatalog(queryClient),
    );

  const q = search.trim().toLowerCase();
  const rows = (chapters.data?.chapters ?? []).filter((c) => !q || matches(c, q));
  return (
    <section aria-label="Organizations">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <SelectInput label="School" placeholder="Select a school" className="min-w-64" value={schoolId} onChange={(e) => setSchoolId(e.target.value)} options={schoolChoices} />
        <AddDialog label="Add Organization" title="Add Organization" onSubmit={add}>
          <TextField label="Name" required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField label="Letters" value={form.letters} onChange={(e) => setForm({ ...form, letters: e.target.value })} />
          <SelectInput label="Type" value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as OrganizationType })} options={TYPE_CHOICES} />
          <TextField label="Founded year" inputMode="numeric" value={form.foundedYear} onChange={(e) => setForm({ ...form, foundedYear: e.target.value.replace(/\D/g, '').slice(0, 4) })} />
          <SelectInput label="Organization school" placeholder="Select a school" value={form.schoolId} onChange={(e) => setForm({ ...form, schoolId: e.target.value })} options={schoolChoices} />
        </AddDialog>
      </div>
      <SearchField className="mb-4 max-w-md" label="Search organizations by letters, name, type or school" value={search} onChange={setSearch} />
      {!schoolId ? (
        <p className="text-sm text-slate-500">Select a school to see its organizations.</p>
      ) : chapters.error ? (
        <ErrorState title="Failed to load organization" onRetry={() => void chapters.refetch()} />
      ) : chapters.isPending ? (
        <CardGridSkeleton count={1} label="Loading organizations" />
      ) : (
        <DataTable
          caption="Organizations"
          rows={rows}
          rowKey={(c) => c.id}
          empty={q ? 'No organizations match your search.' : 'No organizations at this school yet.'}
          columns={[
            { header: 'Letters', cell: (c) => c.letters || '—' },
            { header: 'Name', cell: (c) => <span className="font-medium">{c.name}</span> },
            { header: 'Type', cell: (c) => labelOf('organizationType', c.type) },
            { header: 'School', cell: (c) => c.schoolName },
            {
              header: 'Delete',
              cell: (c) => (
                <ConfirmDelete
                  label={`Delete ${c.name}`}
                  title="Delete this organization?"
                  description={`${c.name} at ${c.schoolName} will be deleted. An organization with events cannot be deleted.`}
                  onConfirm={() => remove(c)}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
