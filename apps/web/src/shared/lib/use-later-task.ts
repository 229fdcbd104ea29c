import { useEffect, useState } from 'react';
import { nextTask } from './next-task.ts';

/**
 * False on the first render, true from a later task: what is below the fold or not yet needed
 * (footer, chat button, popups) renders in a task of its own instead of lengthening the first one
 * (ADR 037, total blocking time).
 */
export function useLaterTask(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let live = true;
    void nextTask().then(() => live && setLater(true));
    return () => {
      live = false;
    };
  }, []);
  return later;
}
