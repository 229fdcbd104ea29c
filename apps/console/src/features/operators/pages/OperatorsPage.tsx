import { ApiKeysTable, CreateApiKeyForm } from '../components/ApiKeys.tsx';
import { CreateOperatorForm } from '../components/CreateOperatorForm.tsx';
import { OperatorsTable } from '../components/OperatorsTable.tsx';

/** Operators and API keys (admin): accounts with their roles, and keys for machines. */
export default function OperatorsPage() {
  return (
    <div className="space-y-8">
      <h1 className="font-bold text-2xl">Operators</h1>
      <section aria-labelledby="accounts-title" className="space-y-4">
        <h2 id="accounts-title" className="font-semibold text-lg">
          Operator accounts
        </h2>
        <OperatorsTable />
        <CreateOperatorForm />
      </section>
      <section aria-labelledby="keys-title" className="space-y-4">
        <h2 id="keys-title" className="font-semibold text-lg">
          API keys
        </h2>
        <ApiKeysTable />
        <CreateApiKeyForm />
      </section>
    </div>
  );
}
