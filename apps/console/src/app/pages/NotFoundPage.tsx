import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../shared/base.ts';
import { paths } from '../../shared/paths.ts';

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-md p-8 text-slate-900">
      <p className="font-bold text-lg">{PRODUCT_NAME}</p>
      <h1 className="mt-6 font-bold text-2xl">Page not found</h1>
      <p className="mt-2 text-slate-700">There is no page at this address.</p>
      <Link to={paths.home} className="mt-4 inline-block text-blue-800 underline">
        Go to the console
      </Link>
    </main>
  );
}
