import { CategoriesForm } from '../components/CategoriesForm.tsx';
import { GamesSection } from '../components/GamesSection.tsx';
import { ProvidersSection } from '../components/ProvidersSection.tsx';

/**
 * The catalogue (marketing, ADR 057): games and the markets they are kept from, studios, categories.
 * A change reaches this server's lobby at once; other servers follow on their refresh timer.
 */
export default function CataloguePage() {
  return (
    <div className="space-y-8">
      <h1 className="font-bold text-2xl">Catalogue</h1>
      <GamesSection />
      <ProvidersSection />
      <CategoriesForm />
    </div>
  );
}
