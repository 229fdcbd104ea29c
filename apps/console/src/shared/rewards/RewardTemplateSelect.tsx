import { rewardsOperatorEndpoints } from '@croupier/contract/rewards-operator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { callEndpoint } from '../api/index.ts';
import { SelectField } from '../ui/SelectField.tsx';

/** Every reward template: what a prize or a level-up may grant. */
export const rewardTemplatesQuery = queryOptions({
  queryKey: ['reward-templates'] as const,
  queryFn: ({ signal }) => callEndpoint(rewardsOperatorEndpoints.listRewardTemplates, { signal }),
  staleTime: 60_000,
});

/** A labelled choice of reward template by name (its value the template's uuid); `none` offers no reward. */
export function RewardTemplateSelect({
  none,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'children'> & { none: string }) {
  const templates = useQuery(rewardTemplatesQuery);
  return (
    <SelectField {...select}>
      <option value="">{templates.isError ? 'Templates could not be loaded' : none}</option>
      {templates.data?.map((t) => (
        <option key={t.templateUUID} value={t.templateUUID}>
          {t.name}
          {t.enabled ? '' : ' (disabled)'}
        </option>
      ))}
    </SelectField>
  );
}
