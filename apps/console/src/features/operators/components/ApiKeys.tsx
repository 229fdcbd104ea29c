import type { OperatorRole } from '@croupier/contract/operator-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '../../../shared/api/index.ts';
import { formatTime } from '../../../shared/format.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { apiKeysQuery } from '../api/list-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import { RolesFieldset } from './RolesFieldset.tsx';
import { ShownOnce } from './ShownOnce.tsx';

/** The API keys (never the keys themselves) with their last use, and revoking one. */
export function ApiKeysTable() {
  const keys = useQuery(apiKeysQuery);
  const revoke = useRevokeApiKey();
  const [failure, setFailure] = useState<string | null>(null);
  if (keys.isPending) {
    return (
      <p role="status" className="text-slate-600 text-sm">
        Loading…
      </p>
    );
  }
  if (keys.isError) {
    return (
      <p role="alert" className="text-red-800 text-sm">
        {messageOf(keys.error, 'The API keys could not be loaded.')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">API keys</caption>
          <thead className="bg-slate-100">
            <tr>
              {['Name', 'Roles', 'Key starts with', 'Created', 'Last used', 'Status'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.data.keys.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-4 text-center text-slate-600">
                  No API keys yet.
                </td>
              </tr>
            )}
            {keys.data.keys.map((k) => (
              <tr key={k.id} className="border-slate-200 border-t">
                <th scope="row" className="px-3 py-2 font-medium">
                  {k.name}
                </th>
                <td className="px-3 py-2">{k.roles.join(', ')}</td>
                <td className="px-3 py-2 font-mono">{k.prefix}…</td>
                <td className="px-3 py-2">
                  {formatTime(k.createdAt)} by {k.createdBy}
                </td>
                <td className="px-3 py-2">
                  {k.lastUsedAt ? `${formatTime(k.lastUsedAt)} from ${k.lastUsedIp ?? 'unknown'}` : 'Never'}
                </td>
                <td className="px-3 py-2">
                  {k.revokedAt ? (
                    `Revoked ${formatTime(k.revokedAt)}`
                  ) : (
                    <Button
                      variant="secondary"
                      aria-label={`Revoke ${k.name}`}
                      disabled={revoke.isPending}
                      onClick={async () => {
                        setFailure(null);
                        try {
                          await revoke.mutateAsync(k.id);
                        } catch (error) {
                          setFailure(messageOf(error));
                        }
                      }}
                    >
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {failure}
      </p>
    </div>
  );
}

/** Creates a named API key with roles, then shows the key, this once. */
export function CreateApiKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [errors, setErrors] = useState<{ name?: string; roles?: string; form?: string }>({});
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);

  if (created) {
    return (
      <ShownOnce
        title={`API key ${created.name}`}
        label="API key"
        value={created.key}
        note="Copy the key now: only its hash is kept, so it cannot be shown again."
        onDone={() => setCreated(null)}
      />
    );
  }

  const submit = async () => {
    const found = {
      ...(!name.trim() && { name: 'Name the key.' }),
      ...(roles.length === 0 && { roles: 'Choose at least one role.' }),
    };
    setErrors(found);
    if (found.name || found.roles) return;
    try {
      const answer = await create.mutateAsync({ name: name.trim(), roles });
      setName('');
      setRoles([]);
      setCreated({ name: answer.apiKey.name, key: answer.key });
    } catch (error) {
      const fields = await fieldErrorsOf(error);
      setErrors({
        ...(fields.name && { name: fields.name }),
        ...(fields.roles && { roles: fields.roles }),
        ...(!fields.name && !fields.roles && { form: messageOf(error) }),
      });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="new-key-title"
      className="max-w-md space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="new-key-title" className="font-semibold">
        New API key
      </h3>
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={80}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <RolesFieldset value={roles} onChange={setRoles} error={errors.roles} legend="Roles of the key" />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.form}
      </p>
      <Button type="submit" disabled={create.isPending}>
        Create API key
      </Button>
    </form>
  );
}
