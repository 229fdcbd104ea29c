import type { Profile } from '@croupier/contract/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolated } from '../../../shared/i18n/bidi.ts';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useModals } from '../../../shared/ui/modal/ModalStack.tsx';
import { useKycVerified } from '../../../shared/verification/get-kyc-status.ts';
import { DocumentsSection } from './DocumentsSection.tsx';
import { VerificationModal } from './VerificationModal.tsx';

function Row({ label, verified, children }: { label: string; verified: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 border-line border-b py-3 last:border-b-0">
      <div className="flex-1">
        <p className="font-medium">{label}</p>
        <p className={verified ? 'text-accent text-sm' : 'text-muted text-sm'}>
          {verified ? t('profile.verification.verified') : t('profile.verification.notVerified')}
        </p>
      </div>
      {children}
    </div>
  );
}

/**
 * The verification tab (000 §2): e-mail and phone with their verified flags and the verification
 * modal, the identity (KYC) status with a way to `/profile/kyc`, and the documents.
 */
export function VerificationPanel({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const modals = useModals();
  const kyc = useKycVerified(profile.uuid);
  const open = (target: 'email' | 'phone') =>
    modals.open({
      title: t(target === 'email' ? 'profile.verification.email.title' : 'profile.verification.phone.title'),
      render: (close) => <VerificationModal profile={profile} target={target} close={close} />,
    });
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl border border-line bg-surface px-4">
        <Row
          label={t(
            'profile.verification.email.label',
            isolated(i18n.language, { email: profile.email ?? '—' }),
          )}
          verified={profile.emailVerified}
        >
          {profile.email && !profile.emailVerified && (
            <Button variant="secondary" onClick={() => open('email')}>
              {t('profile.verification.email.action')}
            </Button>
          )}
        </Row>
        <Row
          label={t(
            'profile.verification.phone.label',
            isolated(i18n.language, { phone: profile.phoneNumber ?? '—' }),
          )}
          verified={profile.phoneNumberVerified}
        >
          {profile.phoneNumber && !profile.phoneNumberVerified && (
            <Button variant="secondary" onClick={() => open('phone')}>
              {t('profile.verification.phone.action')}
            </Button>
          )}
        </Row>
        <Row label={t('profile.kyc.label')} verified={kyc.data === true}>
          {kyc.data === false && (
            <Link
              to={paths.kyc}
              className="focus-ring rounded-lg border border-line px-4 py-2 font-semibold text-sm hover:bg-surface-hover"
            >
              {t('profile.kyc.action')}
            </Link>
          )}
        </Row>
      </div>
      <DocumentsSection playerUUID={profile.uuid} />
    </div>
  );
}
