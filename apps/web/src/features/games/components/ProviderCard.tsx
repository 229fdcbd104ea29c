import type { Provider } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { imageSrc } from '../../../shared/ui/image-src.ts';

export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.provider(provider.providerAlias)}
      className="focus-ring flex items-center gap-3 rounded-lg border border-line bg-surface p-3 transition hover:bg-surface-hover"
    >
      <img
        src={imageSrc(provider.imageUrl, 48)}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 shrink-0 rounded-md bg-surface-raised object-cover"
      />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-fg">{provider.providerName}</span>
        <span className="block text-muted text-xs">
          {t('providers.gamesCount', { count: provider.gamesCount })}
        </span>
      </span>
    </Link>
  );
}
