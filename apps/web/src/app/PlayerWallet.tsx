import { useOpenWithdrawal } from '../features/payments/components/open-withdrawal.tsx';
import { HeaderWallet } from '../features/wallet/components/HeaderWallet.tsx';

/** The header's wallet (balances, cashier links), its Withdraw opening the payments' withdrawal modal. */
export function PlayerWallet() {
  const openWithdrawal = useOpenWithdrawal();
  return <HeaderWallet onWithdraw={openWithdrawal} />;
}
