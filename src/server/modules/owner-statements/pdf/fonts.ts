import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * Noto Sans SC, regular and bold: Latin, its accented letters and the Chinese an owner's name is often written in.
 * Each file is about 10 MB. Read once per process, and parsed once too: pdfkit (0.20) takes an already parsed font
 * (`registerFont` with an object that lays out text) and only subsets it per document, so a render does not re-read
 * the font's tables. The parsed font comes from pdfkit itself, not from fontkit, which is only pdfkit's dependency,
 * not ours. A font object is shared by documents safely: each document makes its own subset of it.
 */
export type ParsedFont = Buffer | object;

const require = createRequire(import.meta.url);
let cache: { regular: ParsedFont; bold: ParsedFont } | null = null;

/** The parsed font pdfkit made of `data`; the bytes themselves if this pdfkit does not hand one over (then it parses per document). */
function parse(data: Buffer): ParsedFont {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.registerFont('probe', data);
  probe.font('probe');
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return parsed && typeof parsed.layout === 'function' ? parsed : data;
}

export function fonts(): { regular: ParsedFont; bold: ParsedFont } {
  cache ??= {
    regular: parse(readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'))),
    bold: parse(readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'))),
  };
  return cache;
}
