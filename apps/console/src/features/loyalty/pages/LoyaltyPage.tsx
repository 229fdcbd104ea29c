import { LevelsForm } from '../components/LevelsForm.tsx';
import { RatesForm } from '../components/RatesForm.tsx';

/** Loyalty: the levels with their thresholds and level-up rewards, and the points each currency earns. */
export default function LoyaltyPage() {
  return (
    <section aria-labelledby="loyalty-title" className="flex max-w-5xl flex-col gap-6">
      <h1 id="loyalty-title" className="font-bold text-2xl">
        Loyalty
      </h1>
      <p className="text-slate-700">
        Players earn points from their real-money stakes and climb the levels by them.
      </p>
      <LevelsForm />
      <RatesForm />
    </section>
  );
}
