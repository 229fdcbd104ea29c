import { useOperator } from '../../../shared/session/operator.ts';
import { BrandSettingsForm } from '../components/BrandSettingsForm.tsx';
import { PageEditor } from '../components/PageEditor.tsx';

/** The brand (ADR 058): its settings (the admin changes them) and its static pages per locale. */
export default function BrandPage() {
  const { operator } = useOperator();
  return (
    <div className="space-y-8">
      <h1 className="font-bold text-2xl">Brand</h1>
      <PageEditor />
      <BrandSettingsForm roles={operator?.roles ?? []} />
    </div>
  );
}
