import type { OperatorRole } from '@croupier/contract/operator-roles';
import { useId, useState } from 'react';
import { messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { StepHeading } from '../../../shared/ui/StepHeading.tsx';
import { useUpdateOperator } from '../api/update-operator.ts';
import { RolesFieldset } from './RolesFieldset.tsx';

/** Changes one operator's roles; its heading takes focus when it opens. */
export function RoleEditor({
  operator,
  onClose,
}: {
  operator: { id: string; email: string; roles: OperatorRole[] };
  onClose(saved: boolean): void;
}) {
  const update = useUpdateOperator();
  const [roles, setRoles] = useState<OperatorRole[]>(operator.roles);
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="max-w-md space-y-4 rounded border border-slate-200 bg-white p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (roles.length === 0) return setError('Choose at least one role.');
        try {
          await update.mutateAsync({ operatorId: operator.id, change: { roles } });
          onClose(true);
        } catch (failure) {
          setError(messageOf(failure));
        }
      }}
    >
      <StepHeading id={headingId}>Roles of {operator.email}</StepHeading>
      <RolesFieldset value={roles} onChange={setRoles} error={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          Save roles
        </Button>
        <Button variant="secondary" onClick={() => onClose(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
