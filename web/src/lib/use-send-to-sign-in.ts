import { useLocation, useNavigate } from 'react-router-dom';
import { signInUrlFor } from './links';

/** Sends a signed-out visitor to `/auth`, brought back to this page after signing in. */
export function useSendToSignIn(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(signInUrlFor(`${location.pathname}${location.search}`));
}
