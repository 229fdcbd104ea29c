import type { OperatorRole } from '@croupier/contract/operator-roles';
import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '../../../shared/api/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useCreateOperator } from '../api/create-operator.ts';
import { RolesFieldset } from './RolesFieldset.tsx';
import { ShownOnce } from './ShownOnce.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates an operator with an e-mail and roles, then shows their one-time enrolment link. */
export function CreateOperatorForm() {
  const create = useCreateOperator();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [errors, setErrors] = useState<{ email?: string; roles?: string; form?: string }>({});
  const [created, setCreated] = useState<{ email: string; url: string } | null>(null);

  if (created) {
    return (
      <ShownOnce
        title={`Enrolment link for ${created.email}`}
        label="Enrolment link"
        value={created.url}
        note="Give this link to the new operator: it is shown only now, and works once, for 72 hours."
        onDone={() => setCreated(null)}
      />
    );
  }

  const submit = async () => {
    const found = {
      ...(!EMAIL.test(email.trim()) && { email: 'Enter a valid e-mail address.' }),
      ...(roles.length === 0 && { roles: 'Choose at least one role.' }),
    };
    setErrors(found);
    if (found.email || found.roles) return;
    try {
      const answer = await create.mutateAsync({ email: email.trim(), roles });
      setEmail('');
      setRoles([]);
      setCreated({ email: answer.operator.email, url: answer.enrolment.url });
    } catch (error) {
      const fields = await fieldErrorsOf(error);
      setErrors({
        ...(fields.email && { email: fields.email }),
        ...(fields.roles && { roles: fields.roles }),
        ...(!fields.email && !fields.roles && { form: messageOf(error) }),
      });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="new-operator-title"
      className="max-w-md space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="new-operator-title" className="font-semibold">
        New operator
      </h3>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <RolesFieldset value={roles} onChange={setRoles} error={errors.roles} />
      <p role="alert" className="text-red-800 text-sm empty:hidden">
        {errors.form}
      </p>
      <Button type="submit" disabled={create.isPending}>
        Create operator
      </Button>
    </form>
  );
}
