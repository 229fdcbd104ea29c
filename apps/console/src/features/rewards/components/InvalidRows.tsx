import type { ListRow } from '../model/player-list.ts';

/** The rows of a list that cannot be granted, by their line in the list, so they can be fixed. */
export function InvalidRows({ rows }: { rows: readonly ListRow[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="text-left font-semibold text-red-800">
        {rows.length} {rows.length === 1 ? 'row cannot' : 'rows cannot'} be granted; nothing is granted until
        they are fixed or removed
      </caption>
      <thead className="bg-slate-100">
        <tr>
          <th scope="col" className="px-3 py-2">
            Line
          </th>
          <th scope="col" className="px-3 py-2">
            Player id
          </th>
          <th scope="col" className="px-3 py-2">
            Problem
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.line} className="border-slate-200 border-t">
            <td className="px-3 py-2">{r.line}</td>
            <td className="break-all px-3 py-2">{r.value}</td>
            <td className="px-3 py-2">{r.problem}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
