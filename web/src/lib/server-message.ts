import { ApiError } from './api';

/**
 * The text to show for a failed action: the API's own explanation when it
 * refused the request (4xx: "Role already taken", "Request already reviewed"),
 * otherwise the screen's fallback; a 5xx or network failure has nothing the
 * user can act on.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
