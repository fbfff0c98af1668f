/**
 * A signed-in caller as the services take it when a test calls them
 * directly: who, and a token session begun after any "Sign out everywhere"
 * already stored (a fence voids the sessions of its own second too, so a
 * session begun now counts from the next one).
 */
import type { SessionHolder } from '../../functions/domains/people/session-fence';

export function sessionOf(sub: string, startedAt = Math.floor(Date.now() / 1000) + 1): SessionHolder {
  return { sub, sessionStartedAt: startedAt };
}
