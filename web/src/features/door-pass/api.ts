/** Door passes for volunteers (issue 12): the scan-only screen's two calls, with the pass's token, never an account's. */
import type { ValidateTicketResponse } from '../../../../shared/api/types';
import { api } from '../../lib/api';

export function openDoorPass(passId: string, pin: string) {
  return api('openDoorPass', { params: { id: passId }, body: { pin: pin.trim() } });
}

export function scanWithDoorPass(passId: string, token: string, qrCode: string): Promise<ValidateTicketResponse> {
  return api('scanWithDoorPass', { params: { id: passId }, body: { qrCode: qrCode.trim(), scanId: crypto.randomUUID() }, bearer: token });
}
