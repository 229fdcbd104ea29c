import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';

/** Closing an account screen returns to the previous page (000 §2), or the root when there is none. */
export function useCloseScreen(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.home, { replace: true });
  };
}
