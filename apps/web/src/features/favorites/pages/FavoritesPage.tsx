import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { useFavoriteGames } from '../api/get-favorite-games.ts';
import { PlayerGames } from '../components/PlayerGames.tsx';

/** `/favorites` (000 §2): the player's favourite games, most recently added first. */
export function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <PlayerGames
      path={paths.favorites}
      title={t('favorites.title')}
      empty={t('favorites.empty')}
      useGames={useFavoriteGames}
    />
  );
}
