import { EMAIL_CONFIRM_WAIT_MS } from '@croupier/contract/constants';
import { middlewareKey } from '@croupier/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { profileKeys } from '../../../shared/api/query-keys.ts';
import { paths } from '../../../shared/paths.ts';
import { toastError, toastSuccess } from '../../../shared/ui/toast.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';

/**
 * The e-mailed link `/?verificationToken=…` (000 §8, ADR 008): confirms the e-mail once, waits
 * 2 s (000 §9), then shows `profile.titles.emailConfirmed` and takes the token out of the address;
 * a failure shows the server's code.
 */
export function EmailConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const clear = () => navigate({ pathname: paths.home, search: '' }, { replace: true });
    verifyEmail(token)
      .then(async () => {
        await new Promise((resolve) => setTimeout(resolve, EMAIL_CONFIRM_WAIT_MS));
        toastSuccess(t('profile.titles.emailConfirmed'));
        await queryClient.invalidateQueries({ queryKey: profileKeys.all });
        clear();
      })
      .catch((error: unknown) => {
        toastError(t(middlewareKey(isApiError(error) ? error.code : undefined)));
        clear();
      });
  }, [token, navigate, queryClient, t, verifyEmail]);
  return null;
}
