import { problem } from '../model.ts';

/** What a write answered: its refusal (an alert) or what it did (a status). */
export function Feedback({ error, done }: { error?: unknown; done?: string | null | undefined }) {
  if (error) {
    return (
      <p role="alert" className="mt-2 text-red-800 text-sm">
        {problem(error)}
      </p>
    );
  }
  return done ? (
    <p role="status" className="mt-2 text-green-800 text-sm">
      {done}
    </p>
  ) : null;
}
