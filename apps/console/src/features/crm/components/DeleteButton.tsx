import { useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import type { CrmKind } from '../api/crm-kinds.ts';
import { useDeleteItem } from '../api/delete-item.ts';

/** Deletes after a second click that names what goes (with every event recorded on it). */
export function DeleteButton({ kind, id, name }: { kind: CrmKind; id: string; name: string }) {
  const remove = useDeleteItem(kind);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={`Delete ${name}…`}>
        Delete…
      </Button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button
        disabled={remove.isPending}
        onClick={() => remove.mutate(id)}
        aria-label={`Delete ${name} and its counts`}
      >
        Delete
      </Button>
      <Button variant="secondary" onClick={() => setAsking(false)}>
        Keep
      </Button>
      {remove.isError && (
        <span role="alert" className="text-red-800 text-sm">
          {messageOf(remove.error)}
        </span>
      )}
    </span>
  );
}
