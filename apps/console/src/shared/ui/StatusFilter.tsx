/** A queue's labelled status choice; `onChange` gets one of `statuses`, never a free string. */
export function StatusFilter<S extends string>({
  value,
  statuses,
  label,
  onChange,
}: {
  value: S;
  statuses: readonly S[];
  /** The words for a status. */
  label(status: NoInfer<S>): string;
  onChange(status: NoInfer<S>): void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">Status</span>
      <select
        value={value}
        onChange={(e) => onChange(statuses.find((s) => s === e.target.value) ?? value)}
        className="rounded border border-slate-400 bg-white px-2 py-1"
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </select>
    </label>
  );
}
