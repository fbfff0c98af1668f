/**
 * The door's state as the screen shows it: the roster's age in seconds (on
 * an injected clock), the switch to the device when the server gives no
 * answer, and the admissions a sync flagged for the leader.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoorStatus } from '../../../web/src/components/door/door-status';
import type { OfflineDoor } from '../../../web/src/lib/offline-door/use-offline-door';
import { doorCount } from '../support/tickets';

const door = (overrides: Partial<OfflineDoor>): OfflineDoor => ({
  eventId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  online: true,
  noAnswer: false,
  ready: true,
  tickets: [],
  refreshedAt: '2026-11-24T02:00:00.000Z',
  refusal: null,
  pending: 0,
  unconfirmed: 0,
  unsynced: { entries: 0, exits: 0, monitors: 0 },
  headcount: doorCount(),
  duplicates: [],
  flagged: [],
  decide: async () => ({ decision: 'refused', message: '', ticketId: null, holderName: null }),
  admitByName: () => ({ decision: 'refused', message: '', ticketId: null, holderName: null }),
  noteAnswer: () => undefined,
  lostAnswers: () => undefined,
  ...overrides,
});

describe('DoorStatus', () => {
  it('shows how many seconds old the roster is', () => {
    render(<DoorStatus door={door({})} now={() => new Date('2026-11-24T02:00:42.400Z')} />);
    expect(within(screen.getByTestId('door-roster')).getByText(/\(42 s ago\)$/)).toBeInTheDocument();
  });

  it('says the door switched to the device when the server gives no answer', () => {
    render(<DoorStatus door={door({ online: false, noAnswer: true })} />);
    expect(screen.getByText('No answer from the server: scans are checked on this device')).toBeInTheDocument();
  });

  it('lists the admissions a sync flagged, each with its reason', () => {
    const flagged = [
      { flag: 'pastMonitorLimit' as const, ticketId: 't1', holder: 'Ana L.', scanId: 's1', deviceId: 'abcd0000-0000-4000-8000-000000000000', scannedAt: '2026-11-24T03:00:00.000Z' },
      { flag: 'cancelled' as const, ticketId: 't2', holder: null, scanId: 's2', deviceId: 'ef010000-0000-4000-8000-000000000000', scannedAt: '2026-11-24T03:01:00.000Z' },
    ];
    render(<DoorStatus door={door({ flagged })} />);
    const list = within(screen.getByTestId('door-flagged'));
    expect(list.getByText('Let in offline against the rules')).toBeInTheDocument();
    expect(list.getByText(/^Ana L\.: let in past what the sober monitors cover, by devices offline together \(device abcd at/)).toBeInTheDocument();
    expect(list.getByText(/^A guest: let in with a ticket cancelled after the roster was refreshed \(device ef01 at/)).toBeInTheDocument();
  });
});
