import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { useRecentGames } from '../api/get-recent-games.ts';
import { PlayerGames } from '../components/PlayerGames.tsx';

/** `/games/last-played` (000 §2): the games the player started lately, most recent first. */
export function LastPlayedPage() {
  const { t } = useTranslation();
  return (
    <PlayerGames
      path={paths.lastPlayed}
      title={t('lastPlayed.title')}
      empty={t('lastPlayed.empty')}
      useGames={useRecentGames}
    />
  );
}
