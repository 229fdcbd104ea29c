import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import type { ModalEntry, ModalStackApi } from './types.ts';

export type { ModalEntry, ModalSpec, ModalStackApi } from './types.ts';

const ModalStackContext = createContext<ModalStackApi | null>(null);

export function useModals(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModals outside ModalStackProvider');
  return api;
}

// Radix Dialog loads with the first modal, not with the page.
const ModalLayer = lazy(() => import('./ModalLayer.tsx'));

let nextId = 1;

/** Locks page scroll while any modal is open (000 §2), restoring the previous value after. */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<ModalEntry[]>([]);

  const close = useCallback((id: number) => setStack((s) => s.filter((m) => m.id !== id)), []);
  const api = useMemo<ModalStackApi>(
    () => ({
      open(spec) {
        const id = nextId++;
        const active = typeof document === 'undefined' ? null : document.activeElement;
        const returnFocus = active instanceof HTMLElement ? active : null;
        setStack((s) => [...s, { ...spec, id, returnFocus }]);
        return id;
      },
      close,
      closeAll: () => setStack([]),
    }),
    [close],
  );

  useScrollLock(stack.length > 0);

  return (
    <ModalStackContext.Provider value={api}>
      {children}
      {stack.length > 0 && (
        <Suspense fallback={null}>
          {stack.map((entry, index) => (
            <ModalLayer
              key={entry.id}
              entry={entry}
              depth={index}
              onClose={() => {
                entry.onClose?.();
                close(entry.id);
              }}
            />
          ))}
        </Suspense>
      )}
    </ModalStackContext.Provider>
  );
}
