import type { ReactNode } from 'react';

/** The card the sign-in and activation pages show their steps in, with the refusal of the last one. */
export function AuthCard({
  title,
  productName,
  error,
  children,
}: {
  title: string;
  productName: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 pt-24 text-slate-900">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="font-bold text-lg">{productName}</p>
        <h1 className="mt-4 font-bold text-2xl">{title}</h1>
        <div role="alert" className="mt-4 text-red-800 text-sm empty:hidden">
          {error}
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </main>
  );
}
