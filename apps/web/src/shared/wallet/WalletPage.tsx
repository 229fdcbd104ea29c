import { type ReactNode, useEffect, useState } from 'react';
import { useRedirect } from '../lib/use-redirect.ts';
import { paths } from '../paths.ts';
import { useSession } from '../session/use-session.ts';
import { useRefreshBalance } from './balance-events.ts';
import { WalletNav } from './WalletNav.tsx';

/**
 * The frame of every wallet page: logged-in players only (001 §6; a guest goes to login and comes
 * back), a heading and the wallet's links. Opening one reads the balance again, so it agrees with
 * what the page shows (a payment may have settled elsewhere, e.g. in the provider's 3-D Secure window).
 */
export function WalletPage({
  path,
  title,
  children,
}: {
  path: string;
  title: string;
  children: (uuid: string) => ReactNode;
}) {
  const { isLogged, uuid } = useSession();
  const guest = !isLogged || !uuid;
  // A guest goes to login; a player who logs out here is sent to the root by the layout (000 §4).
  const [arrivedAsGuest] = useState(guest);
  useRedirect(guest && arrivedAsGuest, paths.loginThenBack(path));
  const refreshBalance = useRefreshBalance();
  useEffect(() => {
    if (!guest) refreshBalance();
  }, [guest, refreshBalance]);
  if (guest) return null;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="font-bold text-2xl">{title}</h1>
      <WalletNav />
      {children(uuid)}
    </section>
  );
}
