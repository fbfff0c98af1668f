/** A door pass's scan is logged and counted on the pass in one transaction: once per scan id, and logged even when the pass is gone. */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDoorPass } from '../../../functions/domains/ticketing/door/passes';
import { getDoorScans } from '../../../functions/domains/ticketing/door/scans';
import { logScanOf, type UnsignedScan } from '../../../functions/tickets/door-scanner';
import { useFreshTable } from '../../support/table';
import { doorSetup } from '../door/fixtures';
import { storedDoorPass } from './fixtures';

useFreshTable();

const scanOf = (eventId: string, deviceId: string, message: string): UnsignedScan => ({
  eventId,
  scanId: randomUUID(),
  ticketId: null,
  deviceId,
  scannedAt: '2026-05-01T22:00:00.000Z',
  syncedAt: '2026-05-01T22:00:00.000Z',
  resolution: 'refused',
  message,
  holder: null,
  kept: null,
});

describe('logScanOf with a door pass', () => {
  it('counts a scan id once, however often it is logged', async () => {
    const { event } = await doorSetup(['Sam Q. Student']);
    const pass = await storedDoorPass(event, { validFrom: new Date('2026-05-01T20:00:00Z'), validUntil: new Date('2026-05-02T04:00:00Z') });
    const first = scanOf(event.id, pass.id, 'first');
    const logged = await logScanOf({ passId: pass.id }, first);
    // The same scan id again, as a retried request sends it with another message: what was logged first stands.
    const again = await logScanOf({ passId: pass.id }, { ...first, message: 'again' });
    expect(logged).toMatchObject({ scanId: first.scanId, passId: pass.id, message: 'first' });
    expect(again).toMatchObject({ scanId: first.scanId, message: 'first' });
    expect((await getDoorPass(pass.id))?.scanCount).toBe(1);
  });

  it('logs the scan of a pass deleted meanwhile, without making the pass again', async () => {
    const { event } = await doorSetup(['Ana Lopez']);
    const gone = randomUUID();
    const scan = scanOf(event.id, gone, 'late');
    expect(await logScanOf({ passId: gone }, scan)).toMatchObject({ scanId: scan.scanId, passId: gone });
    expect((await getDoorScans(event.id, [scan.scanId])).get(scan.scanId)).toMatchObject({ message: 'late', passId: gone });
    expect(await getDoorPass(gone)).toBeUndefined();
  });
});
