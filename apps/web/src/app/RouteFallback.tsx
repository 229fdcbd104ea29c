import { Spinner } from '../shared/ui/Spinner.tsx';

/** Shown while the first route's code loads. */
export function RouteFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-bg">
      <Spinner />
    </div>
  );
}
