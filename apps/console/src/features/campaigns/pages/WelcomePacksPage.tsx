import type { WelcomePackRecord } from '@croupier/contract/campaigns-operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { campaignsQuery } from '../api/list-campaigns.ts';
import { useDeleteWelcomePack, welcomePacksQuery } from '../api/welcome-packs.ts';
import { CampaignsNav } from '../components/CampaignsNav.tsx';
import { WelcomePackForm } from '../components/WelcomePackForm.tsx';

/** The welcome packs offered at registration, in their order, and the form to add or change one. */
export default function WelcomePacksPage() {
  const packs = useQuery(welcomePacksQuery);
  const campaigns = useQuery(campaignsQuery);
  const remove = useDeleteWelcomePack();
  const [editing, setEditing] = useState<WelcomePackRecord | 'new' | null>(null);
  const [said, setSaid] = useState('');
  const campaignName = (uuid: string) => campaigns.data?.find((c) => c.campaignUUID === uuid)?.name ?? uuid;
  const titleOf = (w: WelcomePackRecord) => w.content.en?.title ?? w.uid;
  return (
    <section aria-labelledby="packs-title" className="flex flex-col gap-4">
      <h1 id="packs-title" className="font-bold text-2xl">
        Welcome packs
      </h1>
      <CampaignsNav />
      <p role="status" className="text-green-800 text-sm empty:hidden">
        {said}
      </p>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {packs.isError
          ? 'The welcome packs could not be loaded.'
          : remove.isError
            ? messageOf(remove.error)
            : ''}
      </p>
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Welcome packs</caption>
          <thead className="bg-slate-100">
            <tr>
              {['Position', 'Title', 'Campaign', 'Default', 'Actions'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {packs.data?.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-600">
                  No welcome packs yet.
                </td>
              </tr>
            )}
            {packs.data?.map((w) => (
              <tr key={w.uid} className="border-slate-200 border-t">
                <td className="px-3 py-2">{w.position}</td>
                <td className="px-3 py-2">{titleOf(w)}</td>
                <td className="px-3 py-2">{campaignName(w.campaignUUID)}</td>
                <td className="px-3 py-2">{w.isDefault ? 'Yes' : 'No'}</td>
                <td className="flex gap-2 px-3 py-2">
                  <Button variant="secondary" onClick={() => setEditing(w)} aria-label={`Edit ${titleOf(w)}`}>
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={remove.isPending}
                    aria-label={`Delete ${titleOf(w)}`}
                    onClick={() =>
                      remove.mutateAsync(w.uid).then(
                        () => setSaid(`${titleOf(w)} deleted.`),
                        () => undefined,
                      )
                    }
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <WelcomePackForm
          key={editing === 'new' ? 'new' : editing.uid}
          pack={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>New welcome pack</Button>
        </div>
      )}
    </section>
  );
}
