import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo's pictures, drawn as small SVG files: logos (initials on a colour), event and job
 * covers (soft shapes on a gradient) and candidate avatars. Written under
 * `<uploads>/demo/` and served by the API at `/uploads/demo/<name>.svg`.
 */

const PALETTE = [
  ['#1d4ed8', '#60a5fa'],
  ['#047857', '#34d399'],
  ['#b45309', '#fbbf24'],
  ['#be185d', '#f472b6'],
  ['#6d28d9', '#a78bfa'],
  ['#0f766e', '#5eead4'],
  ['#b91c1c', '#f87171'],
  ['#334155', '#94a3b8'],
  ['#c2410c', '#fb923c'],
  ['#4338ca', '#818cf8'],
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const hash = (text: string) => {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
};

const coloursFor = (key: string) => PALETTE[hash(key) % PALETTE.length] ?? PALETTE[0];

/** Up to two initials of a name: 'Northwind Analytics' → 'NA', 'KCL Law Society' → 'KL'. */
export const initialsOf = (name: string): string =>
  name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !['of', 'and', 'the', 'for', 'in', 'co'].includes(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export const logoSvg = (name: string): string => {
  const [dark, light] = coloursFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="128" height="128" rx="28" fill="url(#g)"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="48" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>\n`;
};

export const coverSvg = (key: string): string => {
  const [dark, light] = coloursFor(key);
  const seed = hash(`${key}#cover`);
  const circles = Array.from({ length: 5 }, (_, index) => {
    const x = (seed >>> (index * 3)) % 1200;
    const y = (seed >>> (index * 2 + 1)) % 630;
    const r = 60 + ((seed >>> index) % 180);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${(0.06 + index * 0.03).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(key)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${circles}<path d="M0 520 C300 440 600 600 1200 470 L1200 630 L0 630 Z" fill="#fff" fill-opacity=".12"/></svg>\n`;
};

export const avatarSvg = (name: string): string => {
  const [dark, light] = coloursFor(`avatar:${name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><rect width="96" height="96" rx="48" fill="${light}"/><circle cx="48" cy="38" r="17" fill="${dark}" fill-opacity=".85"/><path d="M16 86c4-18 18-27 32-27s28 9 32 27" fill="${dark}" fill-opacity=".85"/></svg>\n`;
};

/** Writes the demo's images and answers their public URLs by file name. */
export class DemoImages {
  private readonly folder: string;

  constructor(uploadsDir: string) {
    this.folder = join(uploadsDir, 'demo');
    mkdirSync(this.folder, { recursive: true });
  }

  private write(name: string, svg: string): string {
    writeFileSync(join(this.folder, name), svg);
    return `/uploads/demo/${name}`;
  }

  logo(slug: string, name: string): string {
    return this.write(`logo-${slug}.svg`, logoSvg(name));
  }

  cover(slug: string): string {
    return this.write(`cover-${slug}.svg`, coverSvg(slug));
  }

  avatar(slug: string, name: string): string {
    return this.write(`avatar-${slug}.svg`, avatarSvg(name));
  }
}
