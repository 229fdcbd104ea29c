import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBrand } from '../shared/brand/index.ts';
import { useSession } from '../shared/session/use-session.ts';

/**
 * Runs the profile initialisation of 000 §4 whenever a player's session starts (login,
 * registration, or a page load while logged in), then, when the brand asks for it, warms up the
 * deposit frame. Its code loads only for logged-in players.
 */
export function useProfileInit(): void {
  const { isLogged, uuid } = useSession();
  const queryClient = useQueryClient();
  const brand = useBrand();
  useEffect(() => {
    if (!isLogged || !uuid) return;
    void import('../features/profile/model/init.ts')
      .then((m) => m.initProfile({ queryClient, uuid, brand }))
      .then(async (profile) => {
        if (!brand.cashier?.warmUpDeposit) return;
        const { warmUpDeposit } = await import('./warm-up-deposit.ts');
        await warmUpDeposit(queryClient, uuid, profile.currency);
      })
      .catch(() => undefined);
  }, [isLogged, uuid, queryClient, brand]);
}
