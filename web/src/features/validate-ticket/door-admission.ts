import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DENIALS } from '../../../../shared/authz';
import { ApiError } from '../../lib/api';
import type { LeaderDenial } from '../../lib/leader-access';
import { useLeaderRefusal } from '../../lib/use-leader-refusal';

/** A 403 about the person, not the event: they may not use the door at all (another chapter's event is only that event). */
function refusesTheDoor(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.message !== DENIALS.validateTickets.otherChapter.message;
}

/**
 * The door screen gated by its first headcount answer instead of `/me`
 * (one screen, one request): the route checks the caller's standing before anything else,
 * so any answer but a refusal of the person (a count, an unknown event,
 * another chapter's event) shows they may use the door; a refusal sends them
 * away with the spec's words. Once admitted, later answers (another event
 * typed in) no longer decide. A server or network failure decides nothing.
 */
export function useDoorAdmission(headcount: UseQueryResult<unknown, ApiError>, enabled: boolean): { admitted: boolean; denial: LeaderDenial | null; failed: ApiError | null } {
  const [admitted, setAdmitted] = useState(false);
  const { error } = headcount;
  const answered = headcount.isSuccess || (error instanceof ApiError && error.status >= 400 && error.status < 500 && !refusesTheDoor(error));
  if (enabled && answered && !admitted) setAdmitted(true);
  const denial = useLeaderRefusal('validateTickets', enabled && !admitted && refusesTheDoor(error) ? error : null);
  const failed = enabled && !admitted && !answered && !denial && error ? error : null;
  return { admitted: admitted || (enabled && answered), denial, failed };
}
