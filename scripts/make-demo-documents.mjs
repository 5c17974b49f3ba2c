#!/usr/bin/env node
/**
 * Writes the demo downloads of the Resources page into public/downloads/:
 * five small PDF 1.4 documents (guide, checklists, templates) and a CSV rate calculator.
 *
 * Dependency-free: a tiny layout engine (titles, headings, wrapped paragraphs with **bold** runs,
 * bullet / numbered / checkbox lists, fill-in fields, tables, signature lines, page breaks) on top of
 * the standard Helvetica and Helvetica-Bold fonts with WinAnsiEncoding, and a PDF writer that
 * records exact byte offsets for the cross-reference table. Output is deterministic, so the file
 * sizes listed in src/db/seed-data/resources.ts stay correct when the script is re-run.
 *
 * Usage: node scripts/make-demo-documents.mjs
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'downloads');

/** Fixed date so that re-running the script produces byte-identical files. */
const PDF_DATE = "D:20260105090000+00'00'";

// ---------------------------------------------------------------------------------------------
// Fonts: Adobe standard widths (1/1000 em) for WinAnsi codes 32-126, plus the few extra glyphs used.
// ---------------------------------------------------------------------------------------------
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Unicode -> WinAnsi byte, [regular width, bold width]. */
const EXTRA = {
  '\u2022': [0x95, 350, 350], // bullet
  '\u2013': [0x96, 556, 556], // en dash
  '\u2014': [0x97, 1000, 1000], // em dash
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201c': [0x93, 333, 500],
  '\u201d': [0x94, 333, 500],
  '\u2026': [0x85, 1000, 1000],
  '\u00d7': [0xd7, 584, 584], // multiplication sign
  '\u00b0': [0xb0, 400, 400],
};
const FONTS = { R: { name: 'F1', widths: HELVETICA }, B: { name: 'F2', widths: HELVETICA_BOLD } };

function charWidth(ch, font) {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return FONTS[font].widths[code - 32];
  const extra = EXTRA[ch];
  if (extra) return font === 'B' ? extra[2] : extra[1];
  throw new Error(`Character not supported by the demo PDF writer: ${JSON.stringify(ch)}`);
}

function textWidth(text, font, size) {
  let w = 0;
  for (const ch of text) w += charWidth(ch, font);
  return (w * size) / 1000;
}

/** Encodes text as a PDF literal string in WinAnsiEncoding (returned as a latin1 JS string). */
function pdfString(text) {
  let out = '(';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else if (code >= 32 && code <= 126) out += ch;
    else if (EXTRA[ch]) out += String.fromCharCode(EXTRA[ch][0]);
    else throw new Error(`Unsupported character ${JSON.stringify(ch)}`);
  }
  return out + ')';
}

/** Splits "plain **bold** plain" into words tagged with their font. */
function richWords(text, baseFont = 'R') {
  const words = [];
  const parts = text.split('**');
  parts.forEach((part, i) => {
    const font = i % 2 === 1 ? 'B' : baseFont;
    // keep track of whether the part starts/ends glued to its neighbour (e.g. "**Note:**text")
    const tokens = part.split(/(\s+)/);
    for (const tok of tokens) {
      if (tok === '') continue;
      if (/^\s+$/.test(tok)) words.push({ space: true });
      else words.push({ text: tok, font });
    }
  });
  // merge into words separated by spaces; adjacent tokens without a space form one word of runs
  const result = [];
  let current = null;
  for (const w of words) {
    if (w.space) {
      current = null;
      continue;
    }
    if (!current) {
      current = { runs: [] };
      result.push(current);
    }
    current.runs.push({ text: w.text, font: w.font });
  }
  return result;
}

function wordWidth(word, size) {
  return word.runs.reduce((sum, r) => sum + textWidth(r.text, r.font, size), 0);
}

/** Wraps rich text into lines; each line is an array of words (arrays of runs). */
function wrapRich(text, size, maxWidth, baseFont = 'R') {
  const words = richWords(text, baseFont);
  const space = textWidth(' ', 'R', size);
  const lines = [];
  let line = [];
  let width = 0;
  for (const word of words) {
    const w = wordWidth(word, size);
    if (line.length > 0 && width + space + w > maxWidth) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length > 0 ? space : 0) + w;
    line.push(word);
  }
  if (line.length > 0) lines.push(line);
  return lines.length > 0 ? lines : [[]];
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------
const PAGE_W = 612; // US Letter
const PAGE_H = 792;
const MARGIN = 54;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const TOP_Y = PAGE_H - 70;
const BOTTOM_Y = 62;

const BRAND = [0.09, 0.33, 0.62];
const INK = [0.13, 0.15, 0.19];
const MUTED = [0.42, 0.45, 0.5];
const RULE = [0.72, 0.75, 0.8];
const TINT = [0.91, 0.94, 0.98];
const SECTION = [0.96, 0.97, 0.99];

const fmt = (n) => (Math.round(n * 100) / 100).toString();
const rgb = (c, op) => `${fmt(c[0])} ${fmt(c[1])} ${fmt(c[2])} ${op}`;

class Layout {
  constructor(doc) {
    this.doc = doc;
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = TOP_Y;
  }

  ensure(height) {
    if (this.y - height < BOTTOM_Y) this.newPage();
  }

  text(x, y, str, font, size, color = INK) {
    this.ops.push(
      `BT /${FONTS[font].name} ${fmt(size)} Tf ${rgb(color, 'rg')} ${fmt(x)} ${fmt(y)} Td ${pdfString(str)} Tj ET`,
    );
  }

  richLine(x, y, line, size, color = INK) {
    const space = textWidth(' ', 'R', size);
    let cx = x;
    line.forEach((word, i) => {
      if (i > 0) cx += space;
      for (const run of word.runs) {
        this.text(cx, y, run.text, run.font, size, color);
        cx += textWidth(run.text, run.font, size);
      }
    });
  }

  line(x1, y1, x2, y2, color = RULE, width = 0.6) {
    this.ops.push(
      `${fmt(width)} w ${rgb(color, 'RG')} ${fmt(x1)} ${fmt(y1)} m ${fmt(x2)} ${fmt(y2)} l S`,
    );
  }

  rect(x, y, w, h, { fill, stroke, width = 0.6 } = {}) {
    const parts = [];
    if (fill) parts.push(rgb(fill, 'rg'));
    if (stroke) parts.push(`${fmt(width)} w ${rgb(stroke, 'RG')}`);
    const op = fill && stroke ? 'B' : fill ? 'f' : 'S';
    parts.push(`${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)} re ${op}`);
    this.ops.push(parts.join(' '));
  }

  checkbox(x, baseline, size = 8) {
    this.rect(x, baseline - 1, size, size, { stroke: MUTED, width: 0.8 });
  }

  /** Paragraph-like block with wrapped rich text. */
  paragraph(
    text,
    {
      size = 10,
      leading = 14,
      x = MARGIN,
      width = CONTENT_W,
      after = 6,
      font = 'R',
      color = INK,
    } = {},
  ) {
    const lines = wrapRich(text, size, width, font);
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.richLine(x, this.y + 3, line, size, color);
    }
    this.y -= after;
  }

  render(block) {
    switch (block.t) {
      case 'title': {
        this.y -= 6;
        const lines = wrapRich(block.text, 22, CONTENT_W, 'B');
        for (const line of lines) {
          this.y -= 26;
          this.richLine(MARGIN, this.y, line, 22, INK);
        }
        if (block.sub) {
          this.y -= 4;
          this.paragraph(block.sub, { size: 11.5, leading: 15, color: MUTED, after: 4 });
        }
        this.y -= block.sub ? 4 : 10;
        this.line(MARGIN, this.y, MARGIN + CONTENT_W, this.y, BRAND, 1.4);
        this.y -= 10;
        break;
      }
      case 'h2': {
        this.ensure(18 + 90);
        this.y -= 10;
        this.y -= 16;
        this.text(MARGIN, this.y, block.text, 'B', 13.5, BRAND);
        this.y -= 6;
        break;
      }
      case 'h3': {
        this.ensure(14 + 40);
        this.y -= 6;
        this.y -= 13;
        this.text(MARGIN, this.y, block.text, 'B', 11, INK);
        this.y -= 3;
        break;
      }
      case 'p':
        this.paragraph(block.text);
        break;
      case 'small':
        this.paragraph(block.text, { size: 8.5, leading: 11.5, color: MUTED });
        break;
      case 'note': {
        const size = 9.5;
        const leading = 13;
        const pad = 8;
        const lines = wrapRich(block.text, size, CONTENT_W - 2 * pad - 4);
        const h = lines.length * leading + 2 * pad - 2;
        this.ensure(h + 8);
        this.y -= 4;
        this.rect(MARGIN, this.y - h, CONTENT_W, h, { fill: TINT });
        this.rect(MARGIN, this.y - h, 3, h, { fill: BRAND });
        let ly = this.y - pad;
        for (const line of lines) {
          ly -= leading;
          this.richLine(MARGIN + pad + 4, ly + 3, line, size, INK);
        }
        this.y -= h + 10;
        break;
      }
      case 'ul':
      case 'ol':
      case 'check': {
        const indent = block.t === 'ol' ? 20 : 16;
        block.items.forEach((item, i) => {
          const lines = wrapRich(item, 10, CONTENT_W - indent - 6);
          this.ensure(14 * Math.min(lines.length, 2));
          lines.forEach((line, li) => {
            this.ensure(14);
            this.y -= 14;
            const baseline = this.y + 3;
            if (li === 0) {
              if (block.t === 'ul') this.text(MARGIN + 5, baseline, '\u2022', 'R', 10, BRAND);
              else if (block.t === 'ol')
                this.text(MARGIN + 2, baseline, `${i + 1}.`, 'B', 10, BRAND);
              else this.checkbox(MARGIN + 2, baseline);
            }
            this.richLine(MARGIN + indent + 4, baseline, line, 10);
          });
          this.y -= 2.5;
        });
        this.y -= 5;
        break;
      }
      case 'fields': {
        // block.rows: array of rows; each row: array of [label, relativeWidth]
        for (const row of block.rows) {
          this.ensure(26);
          this.y -= 24;
          const total = row.reduce((s, [, w]) => s + (w ?? 1), 0);
          const gap = 14;
          const avail = CONTENT_W - gap * (row.length - 1);
          let x = MARGIN;
          for (const [label, rel] of row) {
            const w = (avail * (rel ?? 1)) / total;
            this.text(x, this.y + 3, label, 'B', 8.5, MUTED);
            const lx = x + textWidth(label, 'B', 8.5) + 5;
            this.line(lx, this.y + 1, x + w, this.y + 1, RULE, 0.7);
            x += w + gap;
          }
        }
        this.y -= 8;
        break;
      }
      case 'lines': {
        for (let i = 0; i < block.count; i++) {
          this.ensure(22);
          this.y -= 20;
          this.line(MARGIN, this.y, MARGIN + CONTENT_W, this.y, RULE, 0.7);
        }
        this.y -= 8;
        break;
      }
      case 'table':
        this.table(block);
        break;
      case 'sign': {
        this.ensure(90);
        this.y -= 40;
        const colW = (CONTENT_W - 30) / 2;
        block.parties.forEach((party, i) => {
          const x = MARGIN + i * (colW + 30);
          this.line(x, this.y, x + colW, this.y, INK, 0.8);
          this.text(x, this.y - 12, `${party} signature`, 'B', 8.5, MUTED);
          this.line(x, this.y - 34, x + colW * 0.62, this.y - 34, INK, 0.8);
          this.line(x + colW * 0.68, this.y - 34, x + colW, this.y - 34, INK, 0.8);
          this.text(x, this.y - 46, 'Printed name', 'B', 8.5, MUTED);
          this.text(x + colW * 0.68, this.y - 46, 'Date', 'B', 8.5, MUTED);
        });
        this.y -= 60;
        break;
      }
      case 'space':
        this.y -= block.h;
        break;
      case 'pagebreak':
        this.newPage();
        break;
      default:
        throw new Error(`Unknown block ${block.t}`);
    }
  }

  table(block) {
    const size = block.size ?? 9;
    const leading = size + 2.6;
    const pad = 4;
    const totalRel = block.cols.reduce((s, c) => s + c.w, 0);
    const widths = block.cols.map((c) => (CONTENT_W * c.w) / totalRel);
    const minRowH = block.rowHeight ?? 0;

    const measure = (cells, font) =>
      cells.map((cell, i) =>
        cell === '[]' ? null : wrapRich(String(cell), size, widths[i] - 2 * pad, font),
      );
    const heightOf = (wrapped) =>
      Math.max(
        minRowH,
        Math.max(1, ...wrapped.map((l) => (l ? l.length : 1))) * leading + 2 * pad - 1,
      );

    const drawRow = (cells, wrapped, h, header) => {
      let x = MARGIN;
      if (header) this.rect(MARGIN, this.y - h, CONTENT_W, h, { fill: TINT });
      cells.forEach((cell, i) => {
        const w = widths[i];
        this.rect(x, this.y - h, w, h, { stroke: RULE, width: 0.5 });
        const align = block.cols[i].align;
        if (cell === '[]') {
          this.checkbox(x + w / 2 - 4, this.y - pad - leading + 3);
        } else {
          let ly = this.y - pad;
          for (const line of wrapped[i]) {
            ly -= leading;
            const lw =
              line.reduce((s, word) => s + wordWidth(word, size), 0) +
              Math.max(0, line.length - 1) * textWidth(' ', 'R', size);
            const lx =
              align === 'center'
                ? x + (w - lw) / 2
                : align === 'right'
                  ? x + w - pad - lw
                  : x + pad;
            this.richLine(lx, ly + 2.5, line, size, INK);
          }
        }
        x += w;
      });
      this.y -= h;
    };

    const headerCells = block.cols.map((c) => c.h);
    const headerWrapped = measure(headerCells, 'B');
    const headerH = heightOf(headerWrapped);

    if (block.caption) {
      this.ensure(16 + headerH + 30);
      this.y -= 14;
      this.text(MARGIN, this.y + 2, block.caption, 'B', 10, INK);
      this.y -= 4;
    }
    this.ensure(headerH + 30);
    drawRow(headerCells, headerWrapped, headerH, true);
    for (const [index, row] of block.rows.entries()) {
      if (typeof row === 'string') {
        // section row: one shaded cell spanning the table, kept together with the next row
        const sectionH = leading + 2 * pad - 1;
        const next = block.rows[index + 1];
        const nextH = Array.isArray(next) ? heightOf(measure(next, 'R')) : 0;
        if (this.y - sectionH - nextH < BOTTOM_Y) {
          this.newPage();
          drawRow(headerCells, headerWrapped, headerH, true);
        }
        this.rect(MARGIN, this.y - sectionH, CONTENT_W, sectionH, {
          fill: SECTION,
          stroke: RULE,
          width: 0.5,
        });
        this.text(MARGIN + pad, this.y - pad - leading + 2.5, row, 'B', size, BRAND);
        this.y -= sectionH;
        continue;
      }
      const wrapped = measure(row, 'R');
      const h = heightOf(wrapped);
      if (this.y - h < BOTTOM_Y) {
        this.newPage();
        drawRow(headerCells, headerWrapped, headerH, true);
      }
      drawRow(row, wrapped, h, false);
    }
    this.y -= 12;
  }

  /** Adds running header and footer to every page once the page count is known. */
  finish() {
    const total = this.pages.length;
    this.pages.forEach((ops, i) => {
      const deco = [];
      const saved = this.ops;
      this.ops = deco;
      this.rect(0, PAGE_H - 8, PAGE_W, 8, { fill: BRAND });
      this.text(MARGIN, PAGE_H - 34, 'Lizit', 'B', 13, BRAND);
      const label = this.doc.shortTitle;
      this.text(PAGE_W - MARGIN - textWidth(label, 'R', 8.5), PAGE_H - 33, label, 'R', 8.5, MUTED);
      this.line(MARGIN, PAGE_H - 44, PAGE_W - MARGIN, PAGE_H - 44, RULE, 0.5);
      this.line(MARGIN, 44, PAGE_W - MARGIN, 44, RULE, 0.5);
      this.text(
        MARGIN,
        32,
        this.doc.footer ?? 'Lizit \u2014 Rental management software',
        'R',
        8,
        MUTED,
      );
      const pageLabel = `Page ${i + 1} of ${total}`;
      this.text(PAGE_W - MARGIN - textWidth(pageLabel, 'R', 8), 32, pageLabel, 'R', 8, MUTED);
      this.ops = saved;
      ops.unshift(...deco);
    });
    return this.pages;
  }
}

// ---------------------------------------------------------------------------------------------
// PDF writer
// ---------------------------------------------------------------------------------------------
function infoString(text) {
  // Info dictionary strings are PDFDocEncoding; keep them to printable ASCII.
  if (/[^\x20-\x7e]/.test(text)) throw new Error(`Non-ASCII metadata: ${text}`);
  return `(${text.replace(/([()\\])/g, '\\$1')})`;
}

function buildPdf(doc) {
  const layout = new Layout(doc);
  for (const block of doc.blocks) layout.render(block);
  const pages = layout.finish();

  const objects = []; // index = object number - 1, values are Buffers
  const add = (content) => {
    objects.push(Buffer.isBuffer(content) ? content : Buffer.from(content, 'latin1'));
    return objects.length;
  };
  const pageCount = pages.length;
  const firstPageObj = 6;
  const kids = pages.map((_, i) => `${firstPageObj + i * 2} 0 R`).join(' ');

  add(
    '<< /Type /Catalog /Pages 2 0 R /Lang (en-US) /ViewerPreferences << /DisplayDocTitle true >> >>',
  );
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(
    `<< /Title ${infoString(doc.title)} /Author (Lizit) /Subject ${infoString(doc.subject)} ` +
      `/Keywords ${infoString(doc.keywords)} /Creator (scripts/make-demo-documents.mjs) ` +
      `/Producer (Lizit demo document generator) /CreationDate (${PDF_DATE}) /ModDate (${PDF_DATE}) >>`,
  );
  pages.forEach((ops, i) => {
    const pageNum = firstPageObj + i * 2;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageNum + 1} 0 R >>`,
    );
    const data = deflateSync(Buffer.from(ops.join('\n') + '\n', 'latin1'), { level: 9 });
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        data,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });

  const chunks = [];
  let offset = 0;
  const write = (buf) => {
    const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf, 'latin1');
    chunks.push(b);
    offset += b.length;
  };
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(offset);
    write(`${i + 1} 0 obj\n`);
    write(obj);
    write('\nendobj\n');
  });
  const xrefOffset = offset;
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) xref += `${String(off).padStart(10, '0')} 00000 n \n`;
  write(xref);
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex');
  write(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\n` +
      `startxref\n${xrefOffset}\n%%EOF\n`,
  );
  return { bytes: Buffer.concat(chunks), pages: pageCount };
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------
const buyersGuide = {
  file: 'rental-software-buyers-guide.pdf',
  title: "Rental Business Software Buyer's Guide",
  shortTitle: "Rental Business Software Buyer's Guide",
  subject: 'How to evaluate, compare and roll out rental management software',
  keywords: 'rental software, buyer guide, equipment rental, party rental, evaluation',
  blocks: [
    {
      t: 'title',
      text: "Rental Business Software Buyer's Guide",
      sub: 'How to evaluate, compare and roll out rental management software for equipment, tool, construction and party rental companies.',
    },
    {
      t: 'p',
      text: 'Choosing rental software is a decision you will live with for years. It touches every booking, contract, invoice and repair in your business. This guide gives you a practical process: define the problems you need solved, check the capabilities that matter for rental, run a demo on your own scenarios, understand the full cost, and plan the switch before you sign.',
    },
    { t: 'h2', text: '1. Start with your problems, not a feature list' },
    {
      t: 'p',
      text: 'Before talking to vendors, write down what is costing you money or time today. Ask your counter staff, dispatchers, technicians and bookkeeper. Typical answers:',
    },
    {
      t: 'ul',
      items: [
        '**Double bookings** because availability lives in a whiteboard, a spreadsheet or one person\u2019s head.',
        '**Slow quotes** that take a phone call and a calculator, so customers book with whoever answers first.',
        '**Paper contracts** that get lost, are signed without ID checks, or cannot be found when damage is disputed.',
        '**Unbilled charges**: fuel, cleaning, damage and late returns that never make it onto the invoice.',
        '**Missed maintenance** because service intervals are tracked on a wall calendar.',
        '**Double entry** of invoices and payments into your accounting software.',
      ],
    },
    {
      t: 'p',
      text: 'Rank these by cost. The top three become your must-haves; everything else is a nice-to-have.',
    },
    { t: 'h2', text: '2. Capabilities that matter for rental' },
    {
      t: 'table',
      cols: [
        { h: 'Capability', w: 1.1 },
        { h: 'What to ask', w: 2 },
        { h: 'Red flags', w: 1.6 },
      ],
      rows: [
        [
          'Real-time availability',
          'Is availability updated the moment a quote becomes a booking, across every user and channel?',
          'Nightly syncs; availability that ignores items out for repair.',
        ],
        [
          'Multi-location inventory',
          'Can I see stock by yard, transfer assets between locations and book from another branch?',
          'One location per account; transfers handled by deleting and re-adding items.',
        ],
        [
          'Serialized and bulk items',
          'Can I track a single excavator by serial number and 400 folding chairs as a quantity?',
          'Everything must be serialized, or nothing can be.',
        ],
        [
          'Quotes',
          'How long does a multi-item quote with delivery take? Can the customer accept online?',
          'Quotes built in a word processor; no conversion to a booking.',
        ],
        [
          'Digital contracts',
          'Are e-signature and ID verification built in? Is a signed PDF stored on the customer record?',
          'Signature captured but not tied to the contract version.',
        ],
        [
          'Invoicing and payments',
          'Can I take card payments and deposits, and invoice damage, fuel and late fees?',
          'Payments recorded by hand; no deposit handling.',
        ],
        [
          'Customer records',
          'Do I see full rental history, documents and open balances per customer?',
          'Customers duplicated per booking.',
        ],
        [
          'Maintenance',
          'Are service intervals tracked by hours, days or rentals, with parts and technician time?',
          'Maintenance is a notes field.',
        ],
        [
          'Service and repairs',
          'Can I bill customers for repairs on their own equipment?',
          'Separate system needed for the shop.',
        ],
        [
          'Accounting integration',
          'Which accounting packages are supported and what syncs (invoices, payments, customers)?',
          'CSV export only.',
        ],
        [
          'Reporting',
          'Can I see utilization and revenue per asset and per category?',
          'Only revenue totals.',
        ],
      ],
    },
    { t: 'h2', text: '3. Questions to ask every vendor' },
    {
      t: 'ol',
      items: [
        'Which rental companies similar to mine use it today, and can I speak to one?',
        'How is pricing structured: per user, per location, per asset, or flat?',
        'What does implementation include, who does the data migration, and how long does it take?',
        'Which data can I import: customers, assets, rates, open contracts, maintenance history?',
        'How do you handle availability when two people book the same item at the same moment?',
        'Does it work on a tablet in the yard and on a phone at the job site?',
        'Who owns the data, and how do I export all of it if I leave?',
        'What are the uptime, backup and security practices?',
        'What does support look like during peak season: hours, channels, response times?',
        'What is on the product roadmap for the next twelve months?',
      ],
    },
    { t: 'h2', text: '4. Run a demo on your own scenarios' },
    {
      t: 'p',
      text: 'A vendor\u2019s standard demo shows the happy path. Send three or four of your real scenarios a few days before the demo and ask to see them end to end, for example:',
    },
    {
      t: 'ul',
      items: [
        'Quote a mini excavator and a trailer for Friday to Monday with delivery and a damage waiver, send it by email and convert it to a booking when accepted.',
        'A walk-in customer rents a concrete saw: verify ID, sign the contract on a tablet, take a card deposit.',
        'The saw comes back late with a damaged guard: add a late fee and a damage charge, then close the invoice.',
        'A skid steer reaches its 250-hour service: block it from booking, log parts and technician time, release it.',
        'Move ten light towers from one yard to another for a large job.',
      ],
    },
    { t: 'h2', text: '5. Understand the total cost' },
    {
      t: 'ul',
      items: [
        '**Subscription**: monthly or annual, and what makes it grow (users, locations, assets).',
        '**Payment processing**: card fees, and whether you can use your own processor.',
        '**Implementation**: setup, data migration and training fees.',
        '**Hardware**: tablets, barcode or QR scanners, label printers.',
        '**Integrations**: accounting, website booking, telematics.',
        '**Your own time**: data cleanup and staff training hours during the switch.',
      ],
    },
    {
      t: 'p',
      text: 'Compare this with what the current problems cost: an hour a day of quoting, one double-booked job a month, a few unbilled damage charges a week. Most rental businesses find the real cost of doing nothing is higher than they expected.',
    },
    { t: 'h2', text: '6. Plan the switch before you sign' },
    {
      t: 'check',
      items: [
        'Pick a go-live date outside your peak season.',
        'Name one internal owner who can make decisions quickly.',
        'Clean your data first: merge duplicate customers, confirm serial numbers, retire assets you sold.',
        'Decide how open contracts move over: migrate them or finish them in the old system.',
        'Schedule short, role-based training for counter, yard, shop and office staff.',
        'Run both systems side by side for a few days if your vendor recommends it.',
        'Agree on success measures: quote turnaround, double bookings, days to invoice.',
      ],
    },
    {
      t: 'p',
      text: 'A well-prepared rollout is measured in weeks, not months. Lizit customers typically go live in 3-4 weeks, including data import and staff training.',
    },
    { t: 'h2', text: 'Vendor scoring worksheet' },
    {
      t: 'p',
      text: 'Weight each criterion from 1 (nice to have) to 5 (must have), score each vendor from 1 to 5, and multiply. Add the totals.',
    },
    {
      t: 'table',
      rowHeight: 20,
      cols: [
        { h: 'Criterion', w: 2.2 },
        { h: 'Weight (1-5)', w: 0.9, align: 'center' },
        { h: 'Vendor A', w: 0.9, align: 'center' },
        { h: 'Vendor B', w: 0.9, align: 'center' },
        { h: 'Vendor C', w: 0.9, align: 'center' },
      ],
      rows: [
        ['Real-time availability and multi-location', '', '', '', ''],
        ['Quotes and online acceptance', '', '', '', ''],
        ['Digital contracts, e-signature, ID checks', '', '', '', ''],
        ['Invoicing, deposits and card payments', '', '', '', ''],
        ['Maintenance and service module', '', '', '', ''],
        ['Accounting integration', '', '', '', ''],
        ['Reporting and utilization', '', '', '', ''],
        ['Ease of use for counter and yard staff', '', '', '', ''],
        ['Implementation plan and support', '', '', '', ''],
        ['Total cost over three years', '', '', '', ''],
        ['**Weighted total**', '', '', '', ''],
      ],
    },
    {
      t: 'note',
      text: '**Want to see these scenarios in Lizit?** Book a demo from the Contact page of our website and send us your scenarios in advance. We will walk through them with your own items and rates.',
    },
  ],
};

/** One inspection table; string entries are section rows, other entries are checks. */
const inspectionTable = (entries) => ({
  t: 'table',
  cols: [
    { h: 'Check', w: 3.7 },
    { h: 'OK', w: 0.45, align: 'center' },
    { h: 'Attn', w: 0.45, align: 'center' },
    { h: 'N/A', w: 0.45, align: 'center' },
    { h: 'Notes', w: 1.6 },
  ],
  rows: entries.map((e) => (e.startsWith('# ') ? e.slice(2) : [e, '[]', '[]', '[]', ''])),
});

const inspectionChecklist = {
  file: 'equipment-inspection-checklist.pdf',
  title: 'Equipment Inspection Checklist',
  shortTitle: 'Equipment Inspection Checklist',
  subject: 'Check-out and return inspection for rental equipment',
  keywords: 'equipment inspection, checklist, check-out, return, damage, rental',
  blocks: [
    {
      t: 'title',
      text: 'Equipment Inspection Checklist',
      sub: 'Use at check-out and again at return. Matching records on both sides of a rental are what make damage charges fair and easy to explain.',
    },
    {
      t: 'fields',
      rows: [
        [
          ['Asset ID / serial', 1.2],
          ['Equipment', 1.4],
        ],
        [
          ['Contract #', 1],
          ['Customer', 1.6],
        ],
        [
          ['Hour meter', 1],
          ['Fuel level', 1],
          ['Date / time', 1.2],
        ],
        [
          ['Inspector', 1.4],
          ['Location', 1.2],
        ],
      ],
    },
    {
      t: 'check',
      items: [
        '**Check-out** inspection (before the equipment leaves)',
        '**Return** inspection (before the equipment goes back into available stock)',
      ],
    },
    {
      t: 'small',
      text: 'Mark OK, Attn (needs attention) or N/A for each line. Anything marked Attn gets a note and a photo. Always follow the manufacturer\u2019s operator manual and any inspection required by local regulations; add model-specific checks as needed.',
    },
    inspectionTable([
      '# Exterior and general condition',
      'Body panels, frame and boom free of new dents, cracks or bends',
      'Safety decals legible; operator manual and load chart in the machine',
      'Glass, mirrors, lights and beacons intact and working',
      'Machine clean (return: note if cleaning charge applies)',
      '# Fluids and leaks',
      'Engine oil level within range',
      'Hydraulic fluid level within range',
      'Coolant level; radiator and cooler fins clear of debris',
      'Fuel and DEF levels recorded',
      'No fresh leaks under the machine, at hoses, cylinders or fittings',
      '# Engine, controls and electrical',
      'Starts normally; no warning lights or fault codes',
      'All controls return to neutral; travel and work functions respond smoothly',
      'Horn, travel/backup alarm and gauges working',
      'Battery secure, terminals clean and tight',
      '# Tracks, tires and attachments',
      'Track tension and condition; rollers, idlers and sprockets undamaged',
      'Tire pressure, tread and sidewalls; wheel nuts tight',
      'Bucket teeth, cutting edge and attachments present and secure',
      'Quick coupler locks correctly; locking pin in place',
      'Pivot points greased; pins and bushings without excessive play',
      '# Safety equipment',
      'Seat belt, seat and operator presence system working',
      'ROPS/FOPS, guards and covers in place and undamaged',
      'Emergency stop and lowering functions tested (lifts and aerial equipment)',
      'Guardrails, gates and anchor points intact (aerial equipment)',
      'Fire extinguisher present and charged (if equipped)',
      '# Small tools and power equipment',
      'Cords, plugs and hoses undamaged; batteries charged',
      'Guards, blades, bits and accessories present and in good condition',
      'Runs at normal speed without unusual noise, vibration or smoke',
    ]),
    { t: 'h2', text: 'Photos and documentation' },
    {
      t: 'check',
      items: [
        'Photos of all four sides, the operator station and any existing damage',
        'Photo of the hour meter and fuel gauge',
        'Existing damage marked on the contract and shown to the customer',
        'Customer has received operating and safety instructions',
      ],
    },
    { t: 'h2', text: 'Damage and remarks' },
    { t: 'lines', count: 3 },
    { t: 'h2', text: 'Sign-off' },
    {
      t: 'p',
      text: 'Status after inspection:  **Ready to rent**  /  **Hold for maintenance**  /  **Damage to invoice**  (circle one)',
    },
    { t: 'sign', parties: ['Customer', 'Staff'] },
  ],
};

const peakSeasonChecklist = {
  file: 'party-rental-peak-season-checklist.pdf',
  title: 'Party Rental Peak Season Checklist',
  shortTitle: 'Party Rental Peak Season Checklist',
  subject: 'A countdown checklist to prepare a party and event rental business for peak season',
  keywords: 'party rental, event rental, peak season, tents, checklist',
  blocks: [
    {
      t: 'title',
      text: 'Party Rental Peak Season Checklist',
      sub: 'A countdown for tent, table, chair, linen and event equipment rental companies. Start 12 weeks before your first big weekend.',
    },
    { t: 'h2', text: '12 to 8 weeks out: inventory and policies' },
    {
      t: 'check',
      items: [
        'Review last season: which items sold out, which dates you turned customers away, which items barely moved.',
        'Count and inspect everything: tents and sidewalls, frames, stakes and weights, tables, chairs, linens, staging, dance floor, lighting, heaters and fans.',
        'Retire or repair damaged stock; order replacements and expansion items early, since supplier lead times grow as the season approaches.',
        'Update rates, delivery zones, minimum orders and setup fees.',
        'Confirm your deposit, cancellation, rain-date and wind policies, and put them in your rental agreement.',
        'Review insurance coverage for tents, vehicles and crew.',
      ],
    },
    { t: 'h2', text: '8 to 4 weeks out: people, vehicles and systems' },
    {
      t: 'check',
      items: [
        'Hire seasonal crew; schedule tent installation and safe lifting training before the first event.',
        'Service trucks and trailers: brakes, tires, lights, straps and ramps.',
        'Check how tent permits and inspections work in the towns you serve, and how long they take.',
        'Make sure your quoting and availability are up to date so the team can quote by phone, email or online in minutes.',
        'Set up e-signature and card deposits so bookings are confirmed without paper chasing.',
        'Agree on laundry capacity and turnaround for linens at peak volume.',
      ],
    },
    { t: 'h2', text: '4 to 1 weeks out: kits and routes' },
    {
      t: 'check',
      items: [
        'Pre-build common kits (for example a 60-inch round, eight chairs and a linen) so pulling orders is fast.',
        'Label shelves and staging lanes by delivery day.',
        'Confirm guest counts, layouts, delivery windows and site access with every customer.',
        'Collect outstanding balances before the delivery date.',
        'Plan routes and truck loads for each day; keep a spare crew and truck for emergencies.',
        'Request underground utility locates before staking tents (call your local one-call service).',
      ],
    },
    { t: 'h2', text: 'Event week: every delivery' },
    {
      t: 'check',
      items: [
        'Print or share daily load sheets and check every load against the order before the truck leaves.',
        'Check wind and storm forecasts; follow the tent manufacturer\u2019s wind limits and anchoring requirements.',
        'Photograph the setup when complete and have the customer sign off on site.',
        'Leave emergency contact details and care instructions (heaters, lighting, generators).',
      ],
    },
    { t: 'h2', text: 'After every event' },
    {
      t: 'check',
      items: [
        'Count everything back in against the contract; record missing and damaged items with photos.',
        'Invoice damage, loss and cleaning charges within 48 hours while details are fresh.',
        'Send linens to laundry and wash or wipe down tables and chairs before restocking.',
        'Put damaged items on hold so they cannot be booked until repaired.',
        'Send a thank-you message and ask for a review or next year\u2019s date.',
      ],
    },
    { t: 'h2', text: 'Capacity planning worksheet' },
    {
      t: 'table',
      rowHeight: 20,
      cols: [
        { h: 'Item', w: 2 },
        { h: 'Owned', w: 0.8, align: 'center' },
        { h: 'Peak demand last season', w: 1.2, align: 'center' },
        { h: 'Shortfall', w: 0.9, align: 'center' },
        { h: 'Action (buy, sub-rent, price up)', w: 2 },
      ],
      rows: [
        ['Frame tents (by size)', '', '', '', ''],
        ['Pole tents (by size)', '', '', '', ''],
        ['60-inch round tables', '', '', '', ''],
        ['8-foot banquet tables', '', '', '', ''],
        ['Folding chairs', '', '', '', ''],
        ['Specialty chairs', '', '', '', ''],
        ['Linens (by size and color)', '', '', '', ''],
        ['Dance floor sections', '', '', '', ''],
        ['Staging sections', '', '', '', ''],
        ['Heaters / fans', '', '', '', ''],
        ['Lighting packages', '', '', '', ''],
      ],
    },
    { t: 'h2', text: 'After the season' },
    {
      t: 'ul',
      items: [
        'Utilization by item: which items earned their shelf space and which did not.',
        'Turned-away requests by date and item: where more stock would have paid off.',
        'Damage and loss rate by item and by customer type.',
        'Crew hours per event and per delivery zone: are your delivery fees covering them?',
      ],
    },
  ],
};

const clauseRows = [
  [
    'Parties and ID',
    'Identifies who is responsible for the equipment.',
    'Require photo ID; record ID type and number; add company details for business accounts.',
  ],
  [
    'Equipment and rates',
    'Lists exactly what was rented, serial numbers and the agreed rates.',
    'Your rate units (hour, day, week, 4 weeks) and minimum charges.',
  ],
  [
    'Rental period',
    'Defines when charges start and stop.',
    'How you count days, grace periods, and weekend or overnight rules.',
  ],
  [
    'Use and operators',
    'Limits use to trained operators at the stated job site.',
    'Restrictions for specific equipment (licences, age, no sub-renting).',
  ],
  [
    'Inspection and condition',
    'Records condition at check-out and return.',
    'Reference your inspection checklist and photos.',
  ],
  [
    'Loss and damage',
    'Allocates responsibility for damage beyond normal wear.',
    'How damage is assessed and priced; repair vs. replacement.',
  ],
  [
    'Damage waiver',
    'Optional fee that limits the customer\u2019s damage liability.',
    'Fee percentage, what is excluded (misuse, theft, tires), any deductible.',
  ],
  [
    'Payments and deposits',
    'Sets deposit, payment method and due dates.',
    'Card pre-authorization, account terms, late payment charges.',
  ],
  [
    'Returns and fees',
    'Covers late return, fuel, cleaning and missing parts.',
    'Your actual fees; keep them visible on the rate sheet.',
  ],
  [
    'Governing law',
    'States which law and courts apply.',
    'Your province or state. Have a lawyer review.',
  ],
];

const agreementTemplate = {
  file: 'rental-agreement-template.pdf',
  title: 'Rental Agreement Template with Clause Guide',
  shortTitle: 'Rental Agreement Template',
  subject:
    'An editable starting point for an equipment rental agreement, with notes on each clause',
  keywords: 'rental agreement, contract template, equipment rental, damage waiver, terms',
  blocks: [
    {
      t: 'title',
      text: 'Rental Agreement Template with Clause Guide',
      sub: 'A plain-language starting point for equipment, tool and party rental agreements. Page 1 explains each clause; pages 2 and 3 are the template.',
    },
    {
      t: 'note',
      text: '**Important:** this template is general information, not legal advice. Rental law, consumer protection rules and tax rules differ by province, state and country. Have your final agreement reviewed by a qualified lawyer before you use it.',
    },
    { t: 'h2', text: 'Clause guide' },
    {
      t: 'table',
      cols: [
        { h: 'Clause', w: 1.1 },
        { h: 'Why it matters', w: 1.8 },
        { h: 'What to customize', w: 2.2 },
      ],
      rows: clauseRows,
    },
    { t: 'h2', text: 'Tips for using the template' },
    {
      t: 'ul',
      items: [
        'Keep the terms short enough that customers actually read them; put rates and fees on a separate rate sheet.',
        'Have the customer initial the damage waiver choice (accepted or declined) on every contract.',
        'Store the signed contract, ID check and check-out photos together on the customer record.',
        'With digital contracts and e-signature, the same terms are applied every time and nothing gets lost. In Lizit, the signed PDF is attached to the rental automatically.',
      ],
    },
    { t: 'pagebreak' },
    { t: 'title', text: 'Equipment Rental Agreement' },
    { t: 'h3', text: 'Rental company' },
    {
      t: 'fields',
      rows: [
        [
          ['Company name', 1.5],
          ['Phone', 1],
        ],
        [['Address', 1]],
      ],
    },
    { t: 'h3', text: 'Customer' },
    {
      t: 'fields',
      rows: [
        [
          ['Name', 1.3],
          ['Company', 1.2],
        ],
        [['Address', 1]],
        [
          ['Phone', 1],
          ['Email', 1.4],
        ],
        [
          ['ID type and number (verified)', 1.6],
          ['Account #', 0.8],
        ],
        [['Job site / event address', 1]],
      ],
    },
    { t: 'h3', text: 'Rental period' },
    {
      t: 'fields',
      rows: [
        [
          ['Out: date and time', 1],
          ['Due back: date and time', 1],
        ],
        [
          ['Delivery', 1],
          ['Pickup', 1],
        ],
      ],
    },
    { t: 'h3', text: 'Equipment' },
    {
      t: 'table',
      rowHeight: 19,
      cols: [
        { h: 'Qty', w: 0.5, align: 'center' },
        { h: 'Description', w: 2.4 },
        { h: 'Asset / serial #', w: 1.2 },
        { h: 'Rate', w: 0.8, align: 'right' },
        { h: 'Period', w: 0.7, align: 'center' },
        { h: 'Amount', w: 0.9, align: 'right' },
      ],
      rows: Array.from({ length: 5 }, () => ['', '', '', '', '', '']),
    },
    {
      t: 'table',
      rowHeight: 17,
      cols: [
        { h: 'Charges', w: 2.6 },
        { h: 'Amount', w: 1, align: 'right' },
        { h: 'Charges', w: 2.6 },
        { h: 'Amount', w: 1, align: 'right' },
      ],
      rows: [
        ['Rental subtotal', '', 'Damage waiver (accepted / declined)', ''],
        ['Delivery and pickup', '', 'Fuel, cleaning, other', ''],
        ['Taxes', '', 'Deposit received', ''],
        ['', '', '**Total due**', ''],
      ],
    },
    { t: 'h2', text: 'Terms and conditions' },
    {
      t: 'ol',
      items: [
        '**Rental period and charges.** Charges run from the time the equipment leaves our premises (or is delivered) until it is returned (or picked up), at the rates shown above. Partial periods are charged as stated on our rate sheet.',
        '**Use of equipment.** The customer will use the equipment only for its intended purpose, at the job site stated above, operated by competent and, where required, licensed persons. The equipment may not be sub-rented, lent or moved to another site without our written consent.',
        '**Condition and inspection.** The customer confirms that the equipment was inspected at check-out and received in good working order, except as noted on the inspection record. The equipment is inspected again on return.',
        '**Care and malfunction.** The customer will carry out daily checks described in the operator instructions (such as fuel and fluid levels), stop using the equipment if it malfunctions, and notify us immediately. Repairs may only be made with our approval.',
        '**Loss and damage.** The customer is responsible for loss of, theft of, and damage to the equipment from delivery until return, other than normal wear and tear, and will pay the reasonable cost of repair or replacement as assessed by us.',
        '**Damage waiver.** If accepted and paid, the damage waiver limits the customer\u2019s responsibility for accidental damage as described on our rate sheet. It does not cover theft, loss, misuse, overloading, neglect, tires and tracks, or damage while in breach of this agreement.',
        '**Insurance.** Business customers will maintain liability and property insurance covering the rented equipment and provide proof on request.',
        '**Returns.** The equipment must be returned clean, refuelled and with all accessories by the due time. Late returns are charged at the applicable rate; fuel, cleaning and missing items are charged as listed on our rate sheet.',
        '**Payment and deposit.** The customer authorizes us to charge the payment card on file for all amounts due under this agreement, including the deposit, extensions, fees and damage charges. Invoices on account are payable within the agreed terms.',
        '**Liability.** The customer is responsible for the safe use of the equipment and will indemnify us against claims arising from its use during the rental period, except to the extent caused by our own negligence.',
        '**Governing law.** This agreement is governed by the laws of ____________________ (province/state). If any clause is unenforceable, the remaining clauses continue to apply.',
      ],
    },
    {
      t: 'p',
      text: 'By signing, the customer confirms they have read and accept these terms, the rate sheet and the inspection record, and that the information above is accurate.',
    },
    { t: 'fields', rows: [[['Damage waiver:   accepted  /  declined   (customer initials)', 1]]] },
    { t: 'sign', parties: ['Customer', 'Rental company'] },
  ],
};

const pmTemplate = {
  file: 'preventive-maintenance-schedule-template.pdf',
  title: 'Preventive Maintenance Schedule Template',
  shortTitle: 'Preventive Maintenance Schedule Template',
  subject: 'Plan and log preventive maintenance for a rental fleet',
  keywords: 'preventive maintenance, schedule, rental fleet, heavy equipment, service log',
  blocks: [
    {
      t: 'title',
      text: 'Preventive Maintenance Schedule Template',
      sub: 'Plan service by hours, calendar time or number of rentals, and keep a record of every job, part and technician hour.',
    },
    { t: 'h2', text: 'How to use this template' },
    {
      t: 'ol',
      items: [
        'List every asset that needs scheduled service, with its current hour meter reading.',
        'Copy the service intervals from each manufacturer\u2019s maintenance manual. Use whichever trigger comes first: hours, calendar days or rentals.',
        'Set a booking buffer: flag assets that will be due during their next rental so they are serviced before going out.',
        'Record each completed job on the log page with parts and labour, so you know the true cost of owning each asset.',
        'Review monthly: overdue tasks, repeat failures and assets whose maintenance cost is eating their rental revenue.',
      ],
    },
    {
      t: 'note',
      text: '**Starting points only.** The intervals below are common examples for compact construction equipment. Your manufacturer\u2019s manual, operating conditions and any local inspection rules always take priority.',
    },
    {
      t: 'table',
      caption: 'Example interval plan',
      cols: [
        { h: 'Trigger', w: 1.1 },
        { h: 'Typical tasks', w: 3.4 },
        { h: 'Who', w: 0.9 },
      ],
      rows: [
        [
          'Every return',
          'Walk-around inspection, fluid levels, leaks, grease points, wash, check-out photos compared with return condition.',
          'Yard staff',
        ],
        [
          'Every 10 hours or daily use',
          'Grease pivot points as specified, check track tension and tire pressure, clean radiator screens.',
          'Customer / yard',
        ],
        [
          '250 hours',
          'Engine oil and filter (many models), inspect air filter, check belts and hoses, battery and electrical.',
          'Technician',
        ],
        [
          '500 hours',
          'Fuel filters, hydraulic return filter, air filter element, inspect undercarriage wear.',
          'Technician',
        ],
        [
          '1,000 hours',
          'Hydraulic oil sample or change as specified, final drive and swing gear oil, coolant test.',
          'Technician',
        ],
        [
          'Annually',
          'Full inspection and any periodic inspections required for lifts, aerial work platforms and lifting equipment.',
          'Qualified inspector',
        ],
        [
          'Seasonal',
          'Store or de-winterize seasonal equipment (heaters, compaction, pumps); test before the season starts.',
          'Technician',
        ],
      ],
    },
    { t: 'pagebreak' },
    { t: 'h2', text: 'Fleet schedule' },
    {
      t: 'p',
      text: 'One line per asset and service task. When a task is done, enter it on the maintenance log and update the next due reading here. The first two lines are examples.',
    },
    {
      t: 'table',
      rowHeight: 19,
      cols: [
        { h: 'Asset ID', w: 0.9 },
        { h: 'Make / model', w: 1.3 },
        { h: 'Current hours', w: 0.8, align: 'center' },
        { h: 'Service task', w: 1.5 },
        { h: 'Interval', w: 0.8, align: 'center' },
        { h: 'Next due (hrs / date)', w: 1, align: 'center' },
      ],
      rows: [
        [
          'EX-014',
          'Example: 3.5 t mini excavator',
          '1,186',
          'Engine oil and filter',
          '250 h',
          '1,250 h',
        ],
        [
          'SK-007',
          'Example: compact track loader',
          '742',
          'Fuel filters, hydraulic filter',
          '500 h',
          '1,000 h',
        ],
        ...Array.from({ length: 24 }, () => ['', '', '', '', '', '']),
      ],
    },
    { t: 'pagebreak' },
    { t: 'h2', text: 'Maintenance log' },
    {
      t: 'p',
      text: 'One line per job. Include parts and technician time so you can compare maintenance cost with rental revenue per asset.',
    },
    {
      t: 'table',
      rowHeight: 21,
      cols: [
        { h: 'Date', w: 0.8 },
        { h: 'Asset ID', w: 0.8 },
        { h: 'Hours', w: 0.7, align: 'center' },
        { h: 'Work performed', w: 2.1 },
        { h: 'Parts used', w: 1.4 },
        { h: 'Tech hrs', w: 0.6, align: 'center' },
        { h: 'Tech', w: 0.7 },
      ],
      rows: Array.from({ length: 22 }, () => ['', '', '', '', '', '', '']),
    },
    {
      t: 'small',
      text: 'Tip: in rental software with a maintenance module, such as Lizit, due services block the asset from new bookings automatically and parts and technician time are logged against the asset.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Rental rate calculator (CSV, values precomputed, no formulas)
// ---------------------------------------------------------------------------------------------
const rateItems = [
  // item, category, purchase cost, resale value, life (years), annual maintenance, annual financing,
  // annual overhead share, handling cost per rental, average rental length (days), available days,
  // target time utilization %, target margin %, rate mix %
  [
    'Mini excavator 3.5 t',
    'Earthmoving',
    62000,
    26000,
    7,
    3500,
    2600,
    6200,
    60,
    5,
    350,
    60,
    30,
    50,
  ],
  [
    'Compact track loader',
    'Earthmoving',
    58000,
    24000,
    7,
    3200,
    2400,
    5800,
    60,
    5,
    350,
    62,
    30,
    50,
  ],
  ['Walk-behind trencher', 'Earthmoving', 9500, 2500, 6, 900, 400, 950, 35, 2, 350, 35, 35, 70],
  ['Plate compactor', 'Compaction', 2400, 400, 5, 250, 100, 240, 15, 2, 350, 45, 40, 70],
  [
    'Scissor lift 19 ft electric',
    'Aerial',
    14500,
    5500,
    8,
    900,
    600,
    1450,
    40,
    10,
    350,
    65,
    30,
    40,
  ],
  ['Towable boom lift 35 ft', 'Aerial', 38000, 13000, 8, 2200, 1600, 3800, 60, 5, 350, 50, 30, 50],
  ['Light tower', 'Power and lighting', 11000, 3500, 8, 700, 450, 1100, 40, 14, 350, 55, 30, 40],
  ['Generator 6 kW', 'Power and lighting', 3200, 600, 5, 350, 130, 320, 20, 3, 350, 40, 35, 65],
  [
    'Concrete saw 14 in',
    'Concrete and masonry',
    1600,
    200,
    4,
    300,
    70,
    160,
    15,
    1,
    310,
    50,
    40,
    85,
  ],
  ['Demolition hammer', 'Concrete and masonry', 1300, 150, 4, 220, 55, 130, 12, 1, 310, 55, 40, 85],
  ['Pressure washer 4000 psi', 'Cleaning', 1900, 300, 5, 250, 80, 190, 15, 1, 310, 45, 40, 85],
  [
    'Frame tent 20 x 40 ft',
    'Party and event',
    7500,
    800,
    8,
    500,
    300,
    750,
    150,
    1,
    120,
    55,
    40,
    100,
  ],
  ['Round table 60 in', 'Party and event', 95, 10, 8, 3, 4, 10, 2, 1, 150, 40, 40, 100],
  ['Folding chair', 'Party and event', 22, 2, 6, 0.5, 1, 2.2, 0.4, 1, 150, 45, 40, 100],
  ['Patio heater', 'Party and event', 260, 30, 5, 30, 11, 26, 8, 1, 120, 35, 40, 100],
];

/** Rounds a rate up to a price a customer would see: $0.25 steps under $10, $1 under $100, $5 above. */
function roundRate(value) {
  if (value < 10) return Math.ceil(value * 4 - 1e-9) / 4;
  if (value < 100) return Math.ceil(value - 1e-9);
  return Math.ceil(value / 5 - 1e-9) * 5;
}

function csvCell(value) {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function buildRateCsv() {
  const header = [
    'Item',
    'Category',
    'Purchase cost (USD)',
    'Expected resale value (USD)',
    'Useful life (years)',
    'Annual maintenance and repairs (USD)',
    'Annual financing cost (USD)',
    'Annual overhead share: insurance, yard, staff, admin (USD)',
    'Handling cost per rental: cleaning, inspection, prep (USD)',
    'Average rental length (days)',
    'Available days per year',
    'Target time utilization (%)',
    'Target profit margin (%)',
    'Rate mix: revenue per day on rent as % of daily rate (100 = all daily rentals; about 43 = all weekly at 3x daily)',
    'Days on rent per year = available days x utilization',
    'Rentals per year = days on rent / average rental length',
    'Annual depreciation (USD) = (purchase - resale) / life',
    'Annual cost to own (USD) = depreciation + maintenance + financing + overhead + handling x rentals',
    'Break-even revenue per day on rent (USD) = annual cost / days on rent',
    'Target revenue per day on rent (USD) = break-even / (1 - margin)',
    'Minimum daily rate (USD) = target revenue per day / rate mix, rounded up',
    'Minimum weekly rate (USD) = daily x 3',
    'Minimum 4-week rate (USD) = daily x 9',
    'Annual rental revenue at target (USD) = target revenue per day x days on rent',
    'Financial utilization (%) = annual revenue / purchase cost',
  ];
  const money = (v) => (v < 100 ? v.toFixed(2) : Math.round(v).toString());
  const rows = [header];
  for (const item of rateItems) {
    const [name, category, cost, resale, life, maint, financing, overhead, handling, avgLength] =
      item;
    const [available, util, margin, mix] = item.slice(10);
    const daysOnRent = (available * util) / 100;
    const rentals = daysOnRent / avgLength;
    const depreciation = (cost - resale) / life;
    const annualCost = depreciation + maint + financing + overhead + handling * rentals;
    const breakEven = annualCost / daysOnRent;
    const target = breakEven / (1 - margin / 100);
    const daily = roundRate(target / (mix / 100));
    const revenue = target * daysOnRent;
    rows.push([
      name,
      category,
      cost,
      resale,
      life,
      maint,
      financing,
      overhead,
      handling,
      avgLength,
      available,
      util,
      margin,
      mix,
      Math.round(daysOnRent),
      Math.round(rentals),
      money(depreciation),
      money(annualCost),
      breakEven.toFixed(2),
      target.toFixed(2),
      daily.toFixed(2),
      roundRate(daily * 3).toFixed(2),
      roundRate(daily * 9).toFixed(2),
      money(revenue),
      Math.round((revenue / cost) * 100),
    ]);
  }
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------------------------
mkdirSync(outDir, { recursive: true });

const formatSize = (bytes) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const written = [];
for (const doc of [
  buyersGuide,
  inspectionChecklist,
  peakSeasonChecklist,
  agreementTemplate,
  pmTemplate,
]) {
  const { bytes, pages } = buildPdf(doc);
  writeFileSync(join(outDir, doc.file), bytes);
  written.push({ file: doc.file, bytes: bytes.length, pages });
}
const csv = Buffer.from(buildRateCsv(), 'utf8');
writeFileSync(join(outDir, 'rental-rate-calculator.csv'), csv);
written.push({ file: 'rental-rate-calculator.csv', bytes: csv.length, pages: null });

for (const w of written) {
  const pages = w.pages ? `${w.pages} page${w.pages > 1 ? 's' : ''}` : 'csv';
  console.log(`public/downloads/${w.file}  ${w.bytes} bytes  (${formatSize(w.bytes)}, ${pages})`);
}
