import type { DataTool } from '../../../../shared/schemas/data-tools';

/** Each tool's name as its button says it (docs/spec/leader-admin-side.md §2). */
export const TOOL_LABELS: Record<DataTool, string> = {
  'populate-orgs': 'Populate Greek Organizations',
  'replace-schools': 'Replace Schools',
  'redistribute-orgs': 'Redistribute Organizations Across Schools',
  'fix-event-locations': 'Fix All Event Locations',
  'clear-events': 'Clear All Events',
  'generate-events': 'Generate Sample Events',
};
