/** A term and its value on one line of the analytics page's cards. */
export function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{term}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}
