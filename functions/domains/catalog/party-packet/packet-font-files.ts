/**
 * The fonts the registration packet is set in, as paths inside their
 * packages: Noto Sans, whose files each cover a few scripts, in the order a
 * character is looked for (the first that has its glyph draws it). Weight
 * 400 for the text, 700 for the form's own headings and labels (Latin only:
 * a bold character outside it falls back to the regular chain). WOFF, not
 * WOFF2: fontkit cannot subset the latter.
 *
 * Read at run time, never bundled: the packet's Lambdas carry these files
 * beside their bundle (infra/features.ts `FEATURE_RUNTIME`), where Node's
 * resolution finds them as it does in the repository's node_modules.
 */
const notoSans = (subset: string, weight = 400) => `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`;

export const PACKET_FONTS = {
  regular: [
    notoSans('latin'),
    notoSans('latin-ext'),
    notoSans('vietnamese'),
    notoSans('cyrillic'),
    notoSans('cyrillic-ext'),
    notoSans('greek'),
    notoSans('greek-ext'),
    '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
    '@fontsource/noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff',
  ],
  bold: [notoSans('latin', 700)],
} as const;

/** Every file the packet may read. */
export const PACKET_FONT_FILES: readonly string[] = [...PACKET_FONTS.regular, ...PACKET_FONTS.bold];
