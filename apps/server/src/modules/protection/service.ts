export type SelfRestrictionType = 'temporary' | 'permanently';

/**
 * The account side of a self-restriction: the auth module stores it, ends the sessions and refuses
 * logins while it lasts (through its service).
 */
export interface SelfRestrictor {
  restrictSelf(
    uuid: string,
    days: number | null,
  ): Promise<{ type: SelfRestrictionType; endDate: Date | null }>;
}

export interface ProtectionDeps {
  restrictor: SelfRestrictor;
}

export interface SuspendBody {
  durationUnit: 'Days' | 'Forever';
  durationAmount?: number | undefined;
  permanent?: boolean | undefined;
}

/** Responsible gaming: the player's self-restriction (001 §7 suspend). */
export class ProtectionService {
  constructor(private readonly d: ProtectionDeps) {}

  async suspend(playerUuid: string, body: SuspendBody) {
    const days = body.durationUnit === 'Forever' || body.permanent ? null : (body.durationAmount ?? 1);
    const r = await this.d.restrictor.restrictSelf(playerUuid, days);
    return { success: true, type: r.type, endDate: r.endDate?.toISOString() ?? null };
  }
}
