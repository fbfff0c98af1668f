/**
 * The bench's drop (test/load/drop.ts) scaled down for the suite: a line
 * joined before the opening sells exactly its seats, never more, every
 * buyer placed by their one join and the rest told it sold out, with no
 * answer other than 2xx/409/429/503. The bench runs it at full size.
 */
import '../../support/emulators.setup';
import { expect, it } from 'vitest';
import type { DemoAccount } from '../../../infra/local/demo-accounts';
import { dropRun } from '../../load/drop';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newChapter, newLeader } from '../tickets/fixtures';

useFreshTable();
useJobQueue();

it('60 buyers joining before the opening for 20 seats: 20 tickets, 40 told sold out, every buyer placed by one join', async () => {
  const president = await newLeader((await newChapter()).id);
  const figure = await dropRun({ sub: president.sub } as DemoAccount, { buyers: 60, seats: 20 });
  expect({ tickets: figure.tickets, ticketsSold: figure.ticketsSold, holds: figure.holds }).toEqual({ tickets: 20, ticketsSold: 20, holds: true });
  expect(figure.unexpected).toBe(0);
  expect(figure.placedInOneRequest).toBe(60);
  expect(figure.toldSoldOut).toBe(40);
}, 120_000);
