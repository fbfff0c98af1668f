/**
 * The e2e stack's HTTP API for a journey's own setup: demo accounts' tokens,
 * JSON calls, and party events made for one test (a unique title, addressed
 * by id), so no journey leans on what the seed happened to pick.
 */
import { randomUUID } from 'node:crypto';
import type { DemoAccount, DemoAccountKind } from '../../infra/local/demo-accounts';
import { passwordLogin } from '../../infra/local/cognito-api';
import type { CreatePartyEventResponse, PartyEventDetail, TicketResponse } from '../../shared/api/types';
import type { CreatePartyEventInput } from '../../shared/schemas/party-events';
import type { ProvidedStack } from './provided';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date a week from now: upcoming in every US time zone, whatever the day the test runs. */
export function nextWeek(now = new Date()): string {
  return new Date(now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
}

export interface StackApi {
  account(kind: DemoAccountKind): DemoAccount;
  /** A demo account's access token (signed in once per test file and kind). */
  token(kind: DemoAccountKind): Promise<string>;
  /** `fetch` of `/api{path}` that fails unless the answer has `status`; the JSON body. */
  call<T>(method: string, path: string, options?: { kind?: DemoAccountKind; body?: unknown; status?: number }): Promise<T>;
  /** A new active party event of `kind`'s chapter (default: the demo president's), dated next week. */
  createPartyEvent(overrides?: Partial<CreatePartyEventInput>, kind?: DemoAccountKind): Promise<PartyEventDetail>;
  /** `kind`'s free ticket for a free event: its QR code. */
  freeTicket(eventId: string, kind?: DemoAccountKind): Promise<TicketResponse['ticket']>;
}

export function stackApi(stack: ProvidedStack): StackApi {
  const tokens = new Map<DemoAccountKind, Promise<string>>();

  const account = (kind: DemoAccountKind): DemoAccount => {
    const found = stack.accounts.find((a) => a.kind === kind);
    if (!found) throw new Error(`demo account ${kind} missing: the e2e stack seeds the demo accounts`);
    return found;
  };

  const token = (kind: DemoAccountKind): Promise<string> => {
    let pending = tokens.get(kind);
    if (!pending) {
      pending = passwordLogin(stack.endpoints.cognito, stack.userPoolClientId, account(kind).email, stack.demoPassword).then(
        (t) => t.accessToken,
      );
      tokens.set(kind, pending);
    }
    return pending;
  };

  const call: StackApi['call'] = async (method, path, { kind, body, status = 200 } = {}) => {
    const headers: Record<string, string> = {};
    if (kind) headers.authorization = `Bearer ${await token(kind)}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${stack.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== status) throw new Error(`${method} ${path}: expected ${status}, got ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as never;
  };

  return {
    account,
    token,
    call,
    async createPartyEvent(overrides = {}, kind = 'president') {
      const input: CreatePartyEventInput = {
        title: `Test party ${randomUUID().slice(0, 8)}`,
        date: nextWeek(),
        time: '21:00',
        location: 'Chapter house',
        maxAttendees: 50,
        priceCents: 0,
        description: 'Made by an end-to-end test.',
        ...overrides,
      };
      const { event } = await call<CreatePartyEventResponse>('POST', '/party-events', { kind, body: input, status: 201 });
      return event;
    },
    async freeTicket(eventId, kind = 'student') {
      const { ticket } = await call<TicketResponse>('POST', `/party-events/${eventId}/tickets`, { kind, status: 201 });
      return ticket;
    },
  };
}
