import { DELETE_CONFIRMATION } from '../../../../shared/limits';
import { api } from '../../lib/api';

/** Deletes the signed-in user's account and personal data, as the typed confirmation asked. */
export function deleteMyAccount() {
  return api('deleteMe', { body: { confirm: DELETE_CONFIRMATION } });
}
