import { ApiError } from './api';

/**
 * The text to show for a failed action: the API's own explanation when it
 * refused the request (4xx: "Role already taken", "Request already reviewed")
 * or was too busy (503: "please try again in a moment"), otherwise the
 * screen's fallback; another 5xx or a network failure has nothing the user
 * can act on.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503) && error.message) return error.message;
  return fallback;
}
