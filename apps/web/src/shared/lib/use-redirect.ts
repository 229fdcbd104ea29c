import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the current entry with `to` when `when` holds. Same effect as react-router's
 * `<Navigate replace>`, which would add its code to the shell's router chunk.
 */
export function useRedirect(when: boolean, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (when) navigate(to, { replace: true });
  }, [when, to, navigate]);
}
