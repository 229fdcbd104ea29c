// What `use-sync-external-store/shim` exports on React ≥ 18: React's own hook.
export { useSyncExternalStore } from 'react';
