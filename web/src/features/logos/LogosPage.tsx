import { PageContainer, PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { CrestMark, MARKS, ORIGINAL, VARIANTS } from './logo-marks';

/** `/logos` (docs/spec/leader-admin-side.md §2 "Logo options"): the four original logos and the four colour variants, all SVG. */
export function LogosPage() {
  return (
    <PageContainer>
      <PageTitle title="Logo Options" />
      <PageHeader title="Logo Options" description="Four original logos and four colour variants." />
      <section aria-labelledby="originals">
        <h2 id="originals" className="mb-4 text-xl font-semibold text-slate-900">
          Original Logos
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MARKS.map(({ name, description, Mark }) => (
            <li key={name}>
              <Card className="flex flex-col items-center p-6 text-center">
                <Mark palette={ORIGINAL} title={`${name} logo`} />
                <h3 className="mt-4 font-semibold text-slate-900">{name}</h3>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="variants" className="mt-10">
        <h2 id="variants" className="mb-4 text-xl font-semibold text-slate-900">
          Colour Variants
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VARIANTS.map((palette) => (
            <li key={palette.name}>
              <Card className="flex flex-col items-center p-6 text-center">
                <CrestMark palette={palette} title={`Crest logo in ${palette.name}`} />
                <h3 className="mt-4 font-semibold text-slate-900">{palette.name}</h3>
                <p className="mt-1 font-mono text-xs text-slate-600">
                  {palette.primary} · {palette.accent}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
