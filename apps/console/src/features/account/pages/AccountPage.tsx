import { useOperator } from '../../../shared/session/operator.ts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { RecoveryCodesCard } from '../components/RecoveryCodesCard.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';

/** My account: who I am, my password, my recovery codes and my sessions. */
export default function AccountPage() {
  const { operator } = useOperator();
  if (!operator) return null;
  return (
    <section aria-labelledby="account-title" className="space-y-6">
      <div>
        <h1 id="account-title" className="font-bold text-2xl">
          My account
        </h1>
        <p className="mt-2 text-slate-700">
          {operator.email} · roles: {operator.roles.join(', ')}
        </p>
      </div>
      <ChangePasswordForm />
      <RecoveryCodesCard left={operator.recoveryCodesLeft} />
      <SessionsCard />
    </section>
  );
}
