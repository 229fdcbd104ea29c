import { useTranslation } from 'react-i18next';
import { useRecentGames } from '../api/get-recent-games.ts';
import { PlayerGames } from '../components/PlayerGames.tsx';

/** `/games/last-played` (000 §2): the games the player started lately, most recent first. */
export function LastPlayedPage() {
  const { t } = useTranslation();
  return (
    <PlayerGames
      path="/games/last-played"
      title={t('lastPlayed.title')}
      empty={t('lastPlayed.empty')}
      useGames={useRecentGames}
    />
  );
}
