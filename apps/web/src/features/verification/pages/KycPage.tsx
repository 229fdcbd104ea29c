import type { Profile } from '@croupier/contract/profile';
import type { KycFrame } from '@croupier/contract/verification';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { paths } from '../../../shared/paths.ts';
import { ProfileGate, ProfileHeading } from '../../../shared/profile/ProfileGate.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { ErrorState } from '../../../shared/ui/ErrorState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { toastError } from '../../../shared/ui/toast.tsx';
import { kycQueryOptions, useKycVerified } from '../../../shared/verification/get-kyc-status.ts';
import { useStartKyc } from '../api/start-kyc.ts';
import { isKycCompleted } from '../model/kyc.ts';

/**
 * `/profile/kyc` (000 §2, §4): the identity status; when not verified, the provider's frame. The
 * frame's `kyc.completed` message (trusted only from the origin the server names) reloads the
 * status, which sets the verified cookie.
 */
export function KycPage() {
  return <ProfileGate path={paths.kyc}>{(profile) => <Kyc profile={profile} />}</ProfileGate>;
}

function Kyc({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const kyc = useKycVerified(profile.uuid);
  const startKyc = useStartKyc(profile.uuid);
  const [frame, setFrame] = useState<KycFrame | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!frame) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frame.origin || !isKycCompleted(event.data)) return;
      void queryClient.invalidateQueries({ queryKey: kycQueryOptions(profile.uuid).queryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, profile.uuid, queryClient]);

  const start = async () => {
    setStarting(true);
    try {
      setFrame(
        await startKyc.mutateAsync({
          successUrl: `${window.location.origin}${paths.kyc}`,
          language: i18n.language,
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'error.kyc.already-verified') {
        await queryClient.invalidateQueries({ queryKey: kycQueryOptions(profile.uuid).queryKey });
      } else toastError(t('profile.errors.verification-fail-init'));
    } finally {
      setStarting(false);
    }
  };

  const verified = kyc.data === true;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <ProfileHeading title={t('profile.kyc.title')} />
      {kyc.isPending ? (
        <Spinner />
      ) : kyc.isError ? (
        <ErrorState onRetry={() => void kyc.refetch()} />
      ) : (
        <>
          <p role="status" className="rounded-xl border border-line bg-surface p-4">
            {t('profile.kyc.status')}{' '}
            <strong className={verified ? 'text-accent' : undefined}>
              {verified ? t('profile.kyc.VERIFIED') : t('profile.kyc.NOT_VERIFIED')}
            </strong>
          </p>
          {!verified &&
            (frame ? (
              <iframe
                title={t('profile.kyc.frame')}
                src={frame.url}
                className="h-[560px] w-full rounded-xl border border-line bg-white"
                allow="camera"
              />
            ) : (
              <div className="flex flex-col items-start gap-3">
                <p className="text-muted">{t('profile.kyc.text')}</p>
                <Button onClick={() => void start()} disabled={starting}>
                  {t('profile.kyc.start')}
                </Button>
              </div>
            ))}
        </>
      )}
    </section>
  );
}
