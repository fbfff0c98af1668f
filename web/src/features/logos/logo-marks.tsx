/**
 * The platform's logo concepts, drawn as SVG (docs/spec/leader-admin-side.md §2 "Logo options"):
 * each mark takes a palette, so the colour variants are the same drawing.
 */
export interface Palette {
  name: string;
  /** The mark's ground. */
  primary: string;
  /** Lines, letters and highlights. */
  accent: string;
}

/** The four colour variants of the spec. */
export const VARIANTS: Palette[] = [
  { name: 'Purple & Gold', primary: '#4c1d95', accent: '#f5c542' },
  { name: 'Navy & Silver', primary: '#1e3a5f', accent: '#cbd5e1' },
  { name: 'Emerald & Gold', primary: '#065f46', accent: '#f5c542' },
  { name: 'Burgundy & Cream', primary: '#7f1d1d', accent: '#f5ecd7' },
];

/** The originals' own colours. */
export const ORIGINAL: Palette = { name: 'Original', primary: '#6d28d9', accent: '#fbbf24' };

type Mark = (p: { palette: Palette; title: string }) => React.JSX.Element;

function Svg({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 120 120" role="img" className="size-32">
      <title>{title}</title>
      {children}
    </svg>
  );
}

/** A crest: a shield with a Greek column between the letters Γ and Κ. */
export const CrestMark: Mark = ({ palette, title }) => (
  <Svg title={title}>
    <path d="M60 8 L104 22 V58 C104 84 84 102 60 112 C36 102 16 84 16 58 V22 Z" fill={palette.primary} stroke={palette.accent} strokeWidth="4" />
    <rect x="52" y="36" width="16" height="6" fill={palette.accent} />
    <rect x="55" y="42" width="10" height="34" fill={palette.accent} />
    <rect x="50" y="76" width="20" height="6" fill={palette.accent} />
    <text x="34" y="68" textAnchor="middle" fontFamily="Georgia, serif" fontSize="22" fontWeight="700" fill={palette.accent}>Γ</text>
    <text x="86" y="68" textAnchor="middle" fontFamily="Georgia, serif" fontSize="22" fontWeight="700" fill={palette.accent}>Κ</text>
  </Svg>
);

/** A laurel wreath around the monogram GC. */
export const LaurelMark: Mark = ({ palette, title }) => {
  const leaves = Array.from({ length: 7 }, (_, i) => 200 + i * 20);
  return (
    <Svg title={title}>
      <circle cx="60" cy="60" r="56" fill={palette.primary} />
      {[1, -1].map((side) =>
        leaves.map((deg) => {
          const a = ((side === 1 ? deg : 540 - deg) * Math.PI) / 180;
          const x = 60 + Math.cos(a) * 40;
          const y = 60 - Math.sin(a) * 40;
          return <ellipse key={`${side}${deg}`} cx={x} cy={y} rx="4" ry="9" fill={palette.accent} transform={`rotate(${side * (90 - deg)} ${x} ${y})`} />;
        }),
      )}
      <text x="60" y="70" textAnchor="middle" fontFamily="Georgia, serif" fontSize="30" fontWeight="700" fill={palette.accent}>GC</text>
    </Svg>
  );
};

/** A ticket stub with a QR-like grid: the door and the party. */
export const TicketMark: Mark = ({ palette, title }) => {
  const cells = [0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].filter((c) => (r * 5 + c * 3) % 4 !== 1).map((c) => [r, c] as const));
  return (
    <Svg title={title}>
      <path d="M14 30 H106 V50 A10 10 0 0 0 106 70 V90 H14 V70 A10 10 0 0 0 14 50 Z" fill={palette.primary} />
      <line x1="78" y1="34" x2="78" y2="86" stroke={palette.accent} strokeWidth="2" strokeDasharray="4 4" />
      {cells.map(([r, c]) => (
        <rect key={`${r}${c}`} x={26 + c * 10} y={40 + r * 10} width="8" height="8" fill={palette.accent} />
      ))}
      <polygon points="92,46 95,55 104,55 97,61 100,70 92,64 84,70 87,61 80,55 89,55" fill={palette.accent} />
    </Svg>
  );
};

/** A campus arch: three columns under a pediment. */
export const ArchMark: Mark = ({ palette, title }) => (
  <Svg title={title}>
    <rect x="4" y="4" width="112" height="112" rx="24" fill={palette.primary} />
    <polygon points="60,20 100,42 20,42" fill={palette.accent} />
    {[32, 54, 76].map((x) => (
      <rect key={x} x={x} y="48" width="12" height="42" fill={palette.accent} />
    ))}
    <rect x="22" y="92" width="76" height="8" fill={palette.accent} />
  </Svg>
);

/** The four original concepts. */
export const MARKS: { name: string; description: string; Mark: Mark }[] = [
  { name: 'Crest', description: 'A shield with a Greek column between Gamma and Kappa.', Mark: CrestMark },
  { name: 'Laurel', description: 'A laurel wreath around the GC monogram.', Mark: LaurelMark },
  { name: 'Ticket', description: 'A ticket stub with its code and a star: the night out.', Mark: TicketMark },
  { name: 'Arch', description: 'Three columns under a pediment: the campus.', Mark: ArchMark },
];
