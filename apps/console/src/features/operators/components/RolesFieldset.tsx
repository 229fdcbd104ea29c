import { OPERATOR_ROLE_SCOPES, OPERATOR_ROLES, type OperatorRole } from '@croupier/contract/operator-roles';
import { useId } from 'react';

/** The roles to give, one checkbox each with what the role is for; an error is tied to the group. */
export function RolesFieldset({
  value,
  onChange,
  error,
  legend = 'Roles',
}: {
  value: readonly OperatorRole[];
  onChange(roles: OperatorRole[]): void;
  error?: string | undefined;
  legend?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="font-medium text-slate-800 text-sm">{legend}</legend>
      <div className="mt-1 space-y-1">
        {OPERATOR_ROLES.map((role) => (
          <div key={role} className="flex items-start gap-2">
            <input
              id={`${id}-${role}`}
              type="checkbox"
              checked={value.includes(role)}
              aria-describedby={`${id}-${role}-scope`}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? OPERATOR_ROLES.filter((r) => r === role || value.includes(r))
                    : value.filter((r) => r !== role),
                )
              }
              className="mt-1 size-4 accent-blue-800"
            />
            <div className="text-sm">
              <label htmlFor={`${id}-${role}`} className="font-medium">
                {role}
              </label>
              <p id={`${id}-${role}-scope`} className="text-slate-600">
                {OPERATOR_ROLE_SCOPES[role]}
              </p>
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-red-800 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
