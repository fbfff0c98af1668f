/**
 * A door pass opened on this device: kept in the tab's session
 * storage until its token expires or the pass is closed. While one is open
 * the app shows the pass's scanner and nothing else (app/layout's guard):
 * a volunteer's phone handed round at the door is never a way into the rest.
 */
import type { DoorPassSession } from '../../../shared/api/types';

export interface StoredDoorPass extends DoorPassSession {
  passId: string;
}

const KEY = 'greek-campus.door-pass';

export function readDoorPass(now: Date = new Date()): StoredDoorPass | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredDoorPass | null;
    if (!stored || Date.parse(stored.expiresAt) <= now.getTime()) return null;
    return stored;
  } catch {
    return null;
  }
}

export function saveDoorPass(pass: StoredDoorPass): void {
  sessionStorage.setItem(KEY, JSON.stringify(pass));
}

export function clearDoorPass(): void {
  sessionStorage.removeItem(KEY);
}

/** The scanner's address of a pass: the link a leader shares. */
export const doorPassPath = (passId: string) => `/door/${passId}`;
