/**
 * `npm run subset:font`: makes the site's font file from the full Inter variable font
 * (assets/fonts/inter-latin-var.woff2, Inter's latin subset): the same characters, the weight axis
 * limited to the 400-800 the site uses (Tailwind's normal to extrabold), and the OpenType features
 * harfbuzz's subsetter keeps by default (kerning, contextual alternates, fractions, tabular figures,
 * marks; dropped: case-sensitive forms, slashed zero, superscripts, which the site never asks for).
 * 48 kB becomes about 31 kB: the font is preloaded on every page, so every first visit downloads
 * it before the text settles.
 *
 * The output, src/app/fonts/inter-latin-wght-400-800.woff2, is committed; src/app/layout.tsx
 * loads it with next/font/local. Re-run after replacing the source font.
 *
 * It also writes the two static TrueType instances the generated social images are drawn with
 * (satori reads TrueType, OpenType or WOFF, not WOFF2, nor variable fonts):
 * assets/og/inter-400.ttf and assets/og/inter-700.ttf, the same characters.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'assets', 'fonts', 'inter-latin-var.woff2');
const target = path.join(root, 'src', 'app', 'fonts', 'inter-latin-wght-400-800.woff2');

/**
 * The characters of Google Fonts' "latin" subset (the source's own coverage), so text an admin
 * writes in a Western European language keeps rendering in Inter.
 */
const LATIN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

let text = '';
for (const [from, to] of LATIN_RANGES) {
  for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
}

const input = fs.readFileSync(source);
const output = await subsetFont(input, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
});
fs.writeFileSync(target, output);
console.log(`${path.relative(root, target)}: ${input.length} → ${output.length} bytes`);

// The social images' fonts (src/server/og/image.tsx): regular and bold, pinned from the axis.
fs.mkdirSync(path.join(root, 'assets', 'og'), { recursive: true });
for (const weight of [400, 700]) {
  const file = path.join(root, 'assets', 'og', `inter-${weight}.ttf`);
  const ttf = await subsetFont(input, text, {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
  fs.writeFileSync(file, ttf);
  console.log(`${path.relative(root, file)}: ${ttf.length} bytes`);
}
