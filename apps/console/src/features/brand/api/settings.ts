import { type BrandSettings, brandOperatorEndpoints } from '@croupier/contract/brand-operator';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { brandKeys } from './query-keys.ts';

export const getBrandSettings = () => callEndpoint(brandOperatorEndpoints.getBrandSettings);

/** The brand's settings, with the countries and currencies it offers. */
export const brandSettingsQuery = queryOptions({
  queryKey: brandKeys.settings(),
  queryFn: getBrandSettings,
});

export const updateBrandSettings = (body: BrandSettings) =>
  callEndpoint(brandOperatorEndpoints.updateBrandSettings, { body });

/** Replaces the settings (admin); the answer is what players now read. */
export function useUpdateBrandSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandSettings,
    onSuccess: (answer) => queryClient.setQueryData(brandSettingsQuery.queryKey, answer),
  });
}
