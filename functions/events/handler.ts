/** Lambda of the `events` feature (Greek-life events). */
import { clock } from '../lib/clock';
import { featureHandler } from '../lib/http';
import { getGreekEvent, listGreekEvents } from './service';

export const handler = featureHandler({
  listGreekEvents: async () => listGreekEvents(clock.now()),
  getGreekEvent: async ({ params }) => getGreekEvent(params.id),
});
