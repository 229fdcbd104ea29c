import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useEnglishTexts } from '../../../shared/messages.ts';
import { promotionPreview } from '../model/preview.ts';
import type { CampaignForm } from './form-types.ts';

/**
 * The promotion as the player site shows it, drawn from the form as it is typed: a small copy of
 * the site's card (the console does not import the player site's code), in the console's look.
 */
export function PromotionPreview({ form, locale }: { form: CampaignForm; locale: string }) {
  const [viewer, setViewer] = useState<'guest' | 'player'>('player');
  // Only the preview follows each keystroke; the form around it does not re-render.
  useWatch({ control: form.control });
  // The player site's words are the contract's English texts: the card waits for them.
  const english = useEnglishTexts();
  if (!english) return null;
  const p = promotionPreview(form.getValues(), locale, viewer, english);
  return (
    <section aria-labelledby="preview-title" className="flex flex-col gap-3">
      <h2 id="preview-title" className="font-semibold text-lg">
        Preview ({locale})
      </h2>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">Seen by</legend>
        {(['player', 'guest'] as const).map((v) => (
          <label key={v} className="flex items-center gap-1">
            <input type="radio" name="preview-viewer" checked={viewer === v} onChange={() => setViewer(v)} />
            {v === 'player' ? 'A player' : 'A guest'}
          </label>
        ))}
      </fieldset>
      <article
        aria-label={`Preview: ${p.title}`}
        className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm"
      >
        {p.image && <img src={p.image} alt="" className="h-40 w-full rounded-lg object-cover" />}
        {p.chips.length > 0 && (
          <ul aria-label="Status" className="flex flex-wrap gap-2 text-slate-700 text-xs">
            {p.chips.map((chip) => (
              <li key={chip} className="rounded-full border border-slate-300 px-2 py-0.5">
                {chip}
              </li>
            ))}
          </ul>
        )}
        <p className="font-bold text-lg">{p.title}</p>
        {p.description && <p className="whitespace-pre-line text-slate-700 text-sm">{p.description}</p>}
        <p className="text-sm">
          <span className="inline-block rounded bg-blue-800 px-4 py-2 font-semibold text-white">
            {p.button}
          </span>
          {p.buttonLink && <span className="ml-2 text-slate-600">then {p.buttonLink}</span>}
        </p>
        {p.terms && (
          <details className="text-sm">
            <summary className="cursor-pointer">Terms and conditions</summary>
            <p className="mt-1 whitespace-pre-line text-slate-700">{p.terms}</p>
          </details>
        )}
      </article>
    </section>
  );
}
