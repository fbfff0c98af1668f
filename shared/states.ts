/**
 * The fifty US states (plus the District of Columbia, home to five seeded
 * universities) with their postal abbreviation and the IANA time zone used to
 * decide what "today" means for events at a school in that state.
 *
 * Source: npm states-us@1.1.1 (MIT), cross-checked with us-state-codes@1.1.2
 * (MIT); time zone is the zone covering most of the state's population.
 */
export interface UsState {
  name: string;
  abbreviation: string;
  timeZone: string;
}

export const US_STATES: readonly UsState[] = [
  { name: 'Alabama', abbreviation: 'AL', timeZone: 'America/Chicago' },
  { name: 'Alaska', abbreviation: 'AK', timeZone: 'America/Anchorage' },
  { name: 'Arizona', abbreviation: 'AZ', timeZone: 'America/Phoenix' },
  { name: 'Arkansas', abbreviation: 'AR', timeZone: 'America/Chicago' },
  { name: 'California', abbreviation: 'CA', timeZone: 'America/Los_Angeles' },
  { name: 'Colorado', abbreviation: 'CO', timeZone: 'America/Denver' },
  { name: 'Connecticut', abbreviation: 'CT', timeZone: 'America/New_York' },
  { name: 'Delaware', abbreviation: 'DE', timeZone: 'America/New_York' },
  { name: 'District of Columbia', abbreviation: 'DC', timeZone: 'America/New_York' },
  { name: 'Florida', abbreviation: 'FL', timeZone: 'America/New_York' },
  { name: 'Georgia', abbreviation: 'GA', timeZone: 'America/New_York' },
  { name: 'Hawaii', abbreviation: 'HI', timeZone: 'Pacific/Honolulu' },
  { name: 'Idaho', abbreviation: 'ID', timeZone: 'America/Boise' },
  { name: 'Illinois', abbreviation: 'IL', timeZone: 'America/Chicago' },
  { name: 'Indiana', abbreviation: 'IN', timeZone: 'America/Indiana/Indianapolis' },
  { name: 'Iowa', abbreviation: 'IA', timeZone: 'America/Chicago' },
  { name: 'Kansas', abbreviation: 'KS', timeZone: 'America/Chicago' },
  { name: 'Kentucky', abbreviation: 'KY', timeZone: 'America/New_York' },
  { name: 'Louisiana', abbreviation: 'LA', timeZone: 'America/Chicago' },
  { name: 'Maine', abbreviation: 'ME', timeZone: 'America/New_York' },
  { name: 'Maryland', abbreviation: 'MD', timeZone: 'America/New_York' },
  { name: 'Massachusetts', abbreviation: 'MA', timeZone: 'America/New_York' },
  { name: 'Michigan', abbreviation: 'MI', timeZone: 'America/Detroit' },
  { name: 'Minnesota', abbreviation: 'MN', timeZone: 'America/Chicago' },
  { name: 'Mississippi', abbreviation: 'MS', timeZone: 'America/Chicago' },
  { name: 'Missouri', abbreviation: 'MO', timeZone: 'America/Chicago' },
  { name: 'Montana', abbreviation: 'MT', timeZone: 'America/Denver' },
  { name: 'Nebraska', abbreviation: 'NE', timeZone: 'America/Chicago' },
  { name: 'Nevada', abbreviation: 'NV', timeZone: 'America/Los_Angeles' },
  { name: 'New Hampshire', abbreviation: 'NH', timeZone: 'America/New_York' },
  { name: 'New Jersey', abbreviation: 'NJ', timeZone: 'America/New_York' },
  { name: 'New Mexico', abbreviation: 'NM', timeZone: 'America/Denver' },
  { name: 'New York', abbreviation: 'NY', timeZone: 'America/New_York' },
  { name: 'North Carolina', abbreviation: 'NC', timeZone: 'America/New_York' },
  { name: 'North Dakota', abbreviation: 'ND', timeZone: 'America/Chicago' },
  { name: 'Ohio', abbreviation: 'OH', timeZone: 'America/New_York' },
  { name: 'Oklahoma', abbreviation: 'OK', timeZone: 'America/Chicago' },
  { name: 'Oregon', abbreviation: 'OR', timeZone: 'America/Los_Angeles' },
  { name: 'Pennsylvania', abbreviation: 'PA', timeZone: 'America/New_York' },
  { name: 'Rhode Island', abbreviation: 'RI', timeZone: 'America/New_York' },
  { name: 'South Carolina', abbreviation: 'SC', timeZone: 'America/New_York' },
  { name: 'South Dakota', abbreviation: 'SD', timeZone: 'America/Chicago' },
  { name: 'Tennessee', abbreviation: 'TN', timeZone: 'America/Chicago' },
  { name: 'Texas', abbreviation: 'TX', timeZone: 'America/Chicago' },
  { name: 'Utah', abbreviation: 'UT', timeZone: 'America/Denver' },
  { name: 'Vermont', abbreviation: 'VT', timeZone: 'America/New_York' },
  { name: 'Virginia', abbreviation: 'VA', timeZone: 'America/New_York' },
  { name: 'Washington', abbreviation: 'WA', timeZone: 'America/Los_Angeles' },
  { name: 'West Virginia', abbreviation: 'WV', timeZone: 'America/New_York' },
  { name: 'Wisconsin', abbreviation: 'WI', timeZone: 'America/Chicago' },
  { name: 'Wyoming', abbreviation: 'WY', timeZone: 'America/Denver' },
];

const byAbbreviation = new Map(US_STATES.map((s) => [s.abbreviation, s]));

/** Full state name for a postal abbreviation ("TX" → "Texas"); the input itself when unknown. */
export function stateName(abbreviation: string): string {
  return byAbbreviation.get(abbreviation.toUpperCase())?.name ?? abbreviation;
}

/** IANA time zone of a state; America/New_York when the state is unknown. */
export function stateTimeZone(abbreviation: string): string {
  return byAbbreviation.get(abbreviation.toUpperCase())?.timeZone ?? 'America/New_York';
}
