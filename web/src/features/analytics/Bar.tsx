/** One bar of a chart's row, as wide as `value` is of `max`, with the number written out. */
export function Bar({ value, max }: { value: number; max: number }) {
  return (
    <div className="flex items-center gap-2">
      <div className="h-4 rounded bg-violet-500" style={{ width: `${Math.max(2, (value / max) * 100)}%` }} aria-hidden="true" />
      <span className="whitespace-nowrap font-medium text-slate-900">{value}</span>
    </div>
  );
}
