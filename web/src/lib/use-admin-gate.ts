import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS_DENIED, DENIALS } from '../../../shared/authz';
import { isApiStatus } from './api';
import { toast } from './toast';

/** The API decides who is an admin: its 403 sends the visitor home with the spec's denial. */
export function useAdminGate(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isApiStatus(error, 403)) return;
    toast.error(ACCESS_DENIED, { description: DENIALS.admin.reason, id: 'admin-denied' });
    navigate('/', { replace: true });
  }, [error, navigate]);
}
