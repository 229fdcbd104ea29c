import type { RewardsService } from './service.ts';
import type { RewardTemplates } from './templates.ts';

/**
 * Rewards granted by template uuid, as prizes and level-up rewards are (tournaments and loyalty,
 * docs/decisions/026-tournaments-loyalty.md): each once per grant key, through the reward engine.
 * A grant names the brand whose template it is (the tournament's, the level's): the schedules that
 * pay them run on one process for every brand.
 */
export class TemplatePrizes {
  constructor(
    private readonly d: {
      rewards: Pick<RewardsService, 'grant'>;
      templates: Pick<RewardTemplates, 'template' | 'describe'>;
    },
  ) {}

  /** Grants the brand's template's reward once per `grantKey`; answers the reward's id. */
  async grant(
    playerUuid: string,
    template: { brandId: string; uuid: string },
    o: { source: string; reason: string; grantKey: string },
  ): Promise<string> {
    const row = await this.d.templates.template(template.uuid, undefined, template.brandId);
    return (await this.d.rewards.grant(playerUuid, row, o)).id;
  }

  /** The template's title in the locale (the default locale's when missing); undefined for an unknown template. */
  title(templateUuid: string, locale: string): Promise<string | undefined> {
    return this.d.templates.describe(templateUuid).then(
      (t) => (t.content[locale] ?? t.content.en)?.title ?? t.name,
      () => undefined,
    );
  }

  async exists(templateUuid: string): Promise<boolean> {
    return (await this.title(templateUuid, 'en')) !== undefined;
  }
}
