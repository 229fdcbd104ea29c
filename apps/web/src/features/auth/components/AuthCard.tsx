import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the account screens: a heading, an optional back button and a close button. */
export function AuthCard({
  title,
  onClose,
  onBack,
  children,
}: {
  title: string;
  onClose: () => void;
  onBack?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 shadow-lg">
      <div className="mb-4 flex items-center gap-2">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            className="focus-ring rounded-md px-2 py-1 text-muted text-sm hover:text-fg"
          >
            {t('auth.back')}
          </button>
        )}
        <h1 className="flex-1 font-bold text-2xl">{title}</h1>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="focus-ring rounded-md px-2 py-1 text-muted text-xl leading-none hover:text-fg"
        >
          ×
        </button>
      </div>
      {children}
    </section>
  );
}

/** A message the whole form shows (a refused login, a self-restriction …). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-500/50 bg-red-500/10 px-3 py-2 text-red-300 text-sm"
    >
      {children}
    </p>
  );
}
