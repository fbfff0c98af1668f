import * as z from 'zod/mini';

/** The data tools of docs/spec/leader-admin-side.md §2, each run as a job (Populate Database, Replace Schools, the four Seed Test Data actions). */
export const DATA_TOOLS = ['populate-orgs', 'replace-schools', 'redistribute-orgs', 'fix-event-locations', 'clear-events', 'generate-events'] as const;
export type DataTool = (typeof DATA_TOOLS)[number];

export const dataToolParam = z.object({ tool: z.enum(DATA_TOOLS, { error: 'Unknown data tool' }) });
