import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';

/** The size of every generated social image (Open Graph and X large cards). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What a social image says. */
export type SocialImageText = {
  /** The page's or article's title (the big words). */
  title: string;
  /** The small line above it: an article's category, or what the page is. */
  eyebrow: string;
};

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;

/** Inter at 400 and 700 as TrueType (assets/og, made by `npm run subset:font`), read once. */
function loadFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: fs.readFileSync(path.join(process.cwd(), 'assets', 'og', `inter-${weight}.ttf`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

// The characters of the bundled fonts (Latin-1, general punctuation, euro, trade mark). Anything
// else is left out: the renderer would otherwise fetch a font or an emoji image from the network.
const DRAWABLE = /[\u0020-\u007e\u00a0-\u00ff\u2010-\u2027\u2030-\u205e\u20ac\u2122]/u;

/** `text` with only the characters the social images can draw, spaces collapsed, trimmed. */
export function drawableText(text: string): string {
  return Array.from(text)
    .filter((c) => DRAWABLE.test(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The title's font size (px): smaller for longer titles so that up to ~110 characters fit. */
export function titleFontSize(title: string): number {
  const n = title.length;
  return n <= 40 ? 72 : n <= 70 ? 60 : n <= 100 ? 50 : 42;
}

/** The brand mark of the logo (public/defaults/lizit-logo-footer.svg), white on navy. */
function LogoMark() {
  return (
    <svg width="56" height="64" viewBox="0 0 56 64">
      <path d="M35 7v13" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="35" cy="7" r="3.5" fill="#fff" />
      <path d="M6 12h12v30h32v12H10a4 4 0 0 1-4-4z" fill="#fff" />
      <rect x="25" y="20" width="20" height="18" rx="3" fill="#F97316" />
    </svg>
  );
}

/**
 * Draws a 1200×630 PNG social image with satori through `next/og`: the brand's
 * navy, the logo, the eyebrow (an article's category or what the page is), the title and the
 * site's address. Text outside the bundled fonts' characters is left out (nothing is fetched).
 * @returns the PNG bytes
 * @throws when the fonts are missing (assets/og) or the renderer fails
 */
export async function renderSocialImage(text: SocialImageText): Promise<Buffer> {
  const title = drawableText(text.title).slice(0, 140) || siteConfig.name;
  const eyebrow = drawableText(text.eyebrow).slice(0, 60);
  const host = new URL(getSiteUrl()).host;
  const response = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #061a33 0%, #0b2545 55%, #1c3f73 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <LogoMark />
        <span style={{ fontSize: 44, fontWeight: 700, letterSpacing: -1 }}>{siteConfig.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        {eyebrow ? (
          <span
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              padding: '8px 18px',
              borderRadius: 999,
              background: '#F97316',
              fontSize: 26,
              fontWeight: 700,
            }}
          >
            {eyebrow}
          </span>
        ) : null}
        <span
          style={{
            fontSize: titleFontSize(title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -1,
          }}
        >
          {title}
        </span>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#dbeafe' }}>
        {host} · {siteConfig.tagline}
      </div>
    </div>,
    { ...SOCIAL_IMAGE_SIZE, fonts: loadFonts() },
  );
  return Buffer.from(await response.arrayBuffer());
}
