import { CalendarDays, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { labelledOptions } from '../../../../shared/labels';
import { ORGANIZATION_TYPES } from '../../../../shared/limits';
import { US_STATES } from '../../../../shared/states';
import { Button } from '../../components/ui/button';
import { Calendar, formatDayKey, fromDayKey } from '../../components/ui/calendar';
import { SelectField } from '../../components/ui/select';
import { useOrganizationList, useSchoolList } from '../../lib/reference-data';
import type { PartyEventFilters } from './filters';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));
const TYPE_OPTIONS = labelledOptions('organizationType', ORGANIZATION_TYPES);

/**
 * State, School, Type and Organization dropdowns and the single-date
 * calendar (it picks a day and disables none). The school and organization
 * choices come from the cached public lists, asked for on first intent; the
 * events themselves are one API call per page, filtered on the server.
 */
export function PartyEventFiltersBar({
  filters,
  onChange,
}: {
  filters: PartyEventFilters;
  onChange: (next: PartyEventFilters) => void;
}) {
  // The school and organization lists (about 115 KB) are asked for when the visitor reaches for the filters
  // (pointer over them, focus, a touch), or at once when the address already names one: not on every visit (one screen, one request).
  const [wanted, setWanted] = useState(() => !!(filters.school || filters.national));
  const loadChoices = () => setWanted(true);
  const schools = useSchoolList({ forFilters: true, enabled: wanted });
  const organizations = useOrganizationList({ forFilters: true, enabled: wanted });
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [month, setMonth] = useState(() => (filters.date ? fromDayKey(filters.date) : new Date()));

  const schoolOptions = useMemo(
    () =>
      (schools.data?.schools ?? [])
        .filter((s) => !filters.state || s.state === filters.state || s.id === filters.school)
        .map((s) => ({ value: s.id, label: s.name })),
    [schools.data, filters.state, filters.school],
  );
  const organizationOptions = useMemo(
    () =>
      (organizations.data?.organizations ?? [])
        .filter((o) => !filters.type || o.type === filters.type || o.key === filters.national)
        .map((o) => ({ value: o.key, label: o.letters ? `${o.letters} · ${o.name}` : o.name })),
    [organizations.data, filters.type, filters.national],
  );
  const set = (patch: Partial<PartyEventFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className="mb-6 space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onPointerEnter={loadChoices} onFocus={loadChoices} onTouchStart={loadChoices}>
        <SelectField
          label="State"
          allLabel="All States"
          value={filters.state}
          options={STATE_OPTIONS}
          // A different state makes a chosen school of another state meaningless.
          onChange={(state) => set({ state, school: '', org: '' })}
        />
        <SelectField
          label="School"
          allLabel="All Schools"
          value={filters.school}
          options={schoolOptions}
          onChange={(school) => set({ school, org: '' })}
        />
        <SelectField label="Type" allLabel="All Types" value={filters.type} options={TYPE_OPTIONS} onChange={(type) => set({ type: type as PartyEventFilters['type'] })} />
        <SelectField
          label="Organization"
          allLabel="All Organizations"
          value={filters.national}
          options={organizationOptions}
          onChange={(national) => set({ national, org: '' })}
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            align="start"
            className="flex-1"
            aria-expanded={calendarOpen}
            aria-controls="party-events-calendar"
            onClick={() => setCalendarOpen((o) => !o)}
          >
            <CalendarDays aria-hidden="true" />
            {filters.date ? formatDayKey(filters.date) : 'Pick a date'}
          </Button>
          {filters.date ? (
            <Button variant="ghost" size="icon" aria-label="Clear date" onClick={() => set({ date: '' })}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      {calendarOpen ? (
        <div id="party-events-calendar" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:max-w-sm">
          <Calendar
            month={month}
            onMonthChange={setMonth}
            selected={filters.date || null}
            onSelect={(day) => {
              // The same day again clears the filter.
              set({ date: day === filters.date ? '' : day });
              setCalendarOpen(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
