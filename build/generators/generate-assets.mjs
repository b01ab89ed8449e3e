#!/usr/bin/env node
/**
 * One-off generator of the site's self-made illustrations (SVG compositions rasterised to WebP).
 * The output under public/ is committed: run by hand to redraw them, never by `vite build`. An image added or
 * replaced otherwise (through the admin) gets its responsive set from the build (build/content/images.ts).
 *
 * Run: node build/generators/generate-assets.mjs (sharp is a development dependency).
 * Text is rendered with system fonts through fontconfig (DejaVu / Liberation; Debian: fonts-dejavu-core).
 *
 * Writes:
 *   public/images/books/book-<id>.webp          600x900 covers with title and author
 *   public/images/courses/course-<id>.webp      800x500 course cards with title
 *   public/images/sections/*.webp               section images (hero 1600x900, portrait 800x1000, ...)
 *   public/images/gallery/gallery-<n>.webp      1200x800 immersion gallery
 *   public/images/launches/launch-<n>.webp      1200x800 launch images
 *   public/images/media/media-<id>.webp         1280x720 carousel images
 *   beside each of those content images: <name>-<w>.webp at every width of WIDTHS below its own, and
 *   <name>-<w>.avif plus <name>.avif where every AVIF of the image is smaller than its WebP;
 *   build/content/image-sets.json               each image's srcsets and the hash of the file they were drawn
 *                                               with (the build uses them while the file is unchanged)
 *   public/favicon.svg, public/apple-touch-icon.png
 *   $FRAMES_DIR/clip-<id>.png (default /tmp/ot-video-frames) 1280x720 source frames for build/generators/generate-videos.sh
 * Every path and size comes from src/data (see build/generators/load-catalog.mjs): the sizes of the images there
 * are read from the files, so a redrawn image keeps its size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import process from 'node:process';
import { createHash } from 'node:crypto';
import { loadCatalog, loadLocale, resolveKey, root } from './load-catalog.mjs';
import { loadSharp } from './load-sharp.mjs';

const sharp = await loadSharp();
const data = await loadCatalog();
const pt = await loadLocale('pt');
const FRAMES_DIR = process.env.FRAMES_DIR ?? '/tmp/ot-video-frames';
const QUALITY = 70;
/** AVIF quality at which these flat illustrations look as the WebP at QUALITY does (and are 15-25 % smaller). */
const AVIF_QUALITY = 50;
/** The widths a content image is also written at (those below its own), for srcset. */
const WIDTHS = [400, 800, 1200, 1600];

// ---------------------------------------------------------------- palette and helpers
const C = {
  cream: '#FBF7F2',
  teal: '#2C6A5C',
  tealDark: '#1E4C42',
  tealMid: '#6FA293',
  softTeal: '#DCEBE6',
  terra: '#B5552E',
  terraMid: '#D98B66',
  softTerra: '#F6E1D6',
  ink: '#1F2A2E',
  sand: '#EDE4D8',
  sandDark: '#D9CBB8',
  gold: '#E2B65B',
  white: '#FFFFFF',
};
const SKIN = ['#F1CBB0', '#E2AE8A', '#C98B62', '#8D5A3B'];
const HAIR = ['#3B2A22', '#6B4330', '#1F1A17', '#A8683F'];
const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f = (n) => Math.round(n * 10) / 10;

/** Greedy word wrap with an average glyph width of `factor` x font size. */
function wrap(text, maxWidth, fontSize, factor = 0.58) {
  const words = text.split(/\s+/);
  const lines = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length * fontSize * factor > maxWidth && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Fits text into at most `maxLines` lines, shrinking the font size as needed. */
function fit(text, maxWidth, size, maxLines, factor, minSize = 18) {
  let s = size;
  let lines = wrap(text, maxWidth, s, factor);
  while (lines.length > maxLines && s > minSize) {
    s -= 2;
    lines = wrap(text, maxWidth, s, factor);
  }
  return { size: s, lines };
}

function textBlock(
  lines,
  x,
  y,
  size,
  { family = SERIF, weight = 700, fill = C.ink, lh = 1.18, anchor = 'start', spacing = 0 } = {},
) {
  return lines
    .map(
      (line, i) =>
        `<text x="${f(x)}" y="${f(y + i * size * lh)}" font-family="${family}" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${esc(line)}</text>`,
    )
    .join('');
}

/** An organic blob around (cx, cy) with radius r. */
function blob(cx, cy, r, fill, seed, { opacity = 1, points = 7, wobble = 0.22, extra = '' } = {}) {
  const rand = rng(seed);
  const pts = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - wobble + rand() * wobble * 2);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  let d = '';
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % points];
    const p3 = pts[(i + 2) % points];
    if (i === 0) d += `M${f(p1[0])},${f(p1[1])}`;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return `<path d="${d}Z" fill="${fill}" opacity="${opacity}" ${extra}/>`;
}

function dots(x, y, cols, rows, gap, r, fill, opacity = 0.5) {
  let out = `<g fill="${fill}" opacity="${opacity}">`;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) out += `<circle cx="${x + i * gap}" cy="${y + j * gap}" r="${r}"/>`;
  return out + '</g>';
}

function svgDoc(w, h, body, { bg = C.cream, defs = '' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>
${defs}
</defs>
<rect width="${w}" height="${h}" fill="${bg}"/>
${body}
</svg>`;
}

const g = (x, y, s, inner, rot = 0) => `<g transform="translate(${f(x)} ${f(y)}) rotate(${rot}) scale(${s})">${inner}</g>`;
const shadow = (cx, cy, rx, ry, o = 0.18) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.ink}" opacity="${o}" filter="url(#shadow)"/>`;

// ---------------------------------------------------------------- motifs (local box about 200x200, origin top-left)
function child({ skin = SKIN[1], hair = HAIR[0], shirt = C.terra, trousers = C.teal, pose = 'stand' } = {}) {
  // standing child ~ 200 tall, centred on x=100
  if (pose === 'sit') {
    return `
    <path d="M78 92 Q100 82 122 92 L126 140 Q100 148 74 140 Z" fill="${shirt}"/>
    <path d="M80 138 L78 150 Q100 156 122 150 L120 138 Z" fill="${trousers}"/>
    <path d="M86 150 L72 196" stroke="${trousers}" stroke-width="14" stroke-linecap="round"/>
    <path d="M114 150 L126 196" stroke="${trousers}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="70" cy="200" r="8" fill="${C.ink}"/><circle cx="128" cy="200" r="8" fill="${C.ink}"/>
    <path d="M82 100 L66 70" stroke="${skin}" stroke-width="10" stroke-linecap="round"/>
    <path d="M118 100 L134 70" stroke="${skin}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="100" cy="66" r="22" fill="${skin}"/>
    <path d="M78 64 Q80 40 100 40 Q122 40 122 64 Q112 52 96 54 Q86 56 78 64 Z" fill="${hair}"/>
    <path d="M92 72 Q100 78 108 72" stroke="${C.ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
  }
  return `
    <path d="M100 196 L100 196" />
    <path d="M88 140 L84 192" stroke="${trousers}" stroke-width="15" stroke-linecap="round"/>
    <path d="M112 140 L116 192" stroke="${trousers}" stroke-width="15" stroke-linecap="round"/>
    <path d="M76 90 Q100 80 124 90 L130 146 Q100 154 70 146 Z" fill="${shirt}"/>
    <path d="M78 96 Q60 112 56 130" stroke="${skin}" stroke-width="10" stroke-linecap="round" fill="none"/>
    <path d="M122 96 Q140 108 150 96" stroke="${skin}" stroke-width="10" stroke-linecap="round" fill="none"/>
    <circle cx="100" cy="62" r="23" fill="${skin}"/>
    <path d="M77 62 Q78 36 100 36 Q124 36 124 62 Q114 48 98 50 Q86 52 77 62 Z" fill="${hair}"/>
    <path d="M92 69 Q100 75 108 69" stroke="${C.ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
}

function adult({ skin = SKIN[0], hair = HAIR[1], shirt = C.teal, long = true } = {}) {
  // seated bust ~ 200 tall
  return `
    <path d="M40 200 Q40 120 100 116 Q160 120 160 200 Z" fill="${shirt}"/>
    <rect x="90" y="96" width="20" height="26" rx="8" fill="${skin}"/>
    ${long ? `<path d="M70 70 Q66 30 100 28 Q136 30 132 72 L134 112 Q118 118 112 100 L88 100 Q82 118 66 112 Z" fill="${hair}"/>` : ''}
    <ellipse cx="100" cy="72" rx="26" ry="30" fill="${skin}"/>
    <path d="M74 66 Q76 38 100 38 Q126 38 127 66 Q118 50 100 52 Q84 52 74 66 Z" fill="${hair}"/>
    <path d="M91 84 Q100 90 109 84" stroke="${C.ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
}

function swingWithChild(ropeTop = -400, opts = {}) {
  const bar =
    ropeTop > -200
      ? `<line x1="30" y1="${ropeTop}" x2="170" y2="${ropeTop}" stroke="${C.ink}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`
      : '';
  return `${bar}
    <path d="M58 ${ropeTop} L58 150 M142 ${ropeTop} L142 150" stroke="${C.ink}" stroke-width="4" opacity="0.75"/>
    <g transform="translate(0 -16)">${child({ ...opts, pose: 'sit' })}</g>
    <rect x="40" y="140" width="120" height="16" rx="8" fill="${opts.seat ?? C.gold}"/>`;
}

function platformSwing(ropeTop = -400, color = C.terra) {
  return `
    <path d="M40 ${ropeTop} L30 120 M160 ${ropeTop} L170 120" stroke="${C.ink}" stroke-width="4" opacity="0.7"/>
    <path d="M30 120 L100 60 L170 120" stroke="${C.ink}" stroke-width="3" fill="none" opacity="0.5"/>
    <rect x="10" y="118" width="180" height="24" rx="10" fill="${color}"/>
    <rect x="18" y="124" width="164" height="6" rx="3" fill="${C.white}" opacity="0.35"/>`;
}

function ball(r = 60, c1 = C.terra, c2 = C.gold) {
  return `
    <circle cx="0" cy="0" r="${r}" fill="${c1}"/>
    <path d="M${-r} 0 Q0 ${-r * 0.55} ${r} 0" stroke="${c2}" stroke-width="${r * 0.22}" fill="none"/>
    <path d="M${-r * 0.7} ${r * 0.7} Q0 ${r * 0.2} ${r * 0.7} ${r * 0.7}" stroke="${C.cream}" stroke-width="${r * 0.12}" fill="none" opacity="0.8"/>
    <circle cx="${-r * 0.35}" cy="${-r * 0.4}" r="${r * 0.16}" fill="${C.white}" opacity="0.45"/>`;
}

function block(size, fill, letter, letterFill = C.cream) {
  return `
    <rect x="0" y="0" width="${size}" height="${size}" rx="${size * 0.16}" fill="${fill}"/>
    <rect x="${size * 0.1}" y="${size * 0.1}" width="${size * 0.8}" height="${size * 0.8}" rx="${size * 0.1}" fill="none" stroke="${C.white}" stroke-width="${size * 0.04}" opacity="0.4"/>
    ${letter ? `<text x="${size / 2}" y="${size * 0.7}" font-family="${SERIF}" font-weight="700" font-size="${size * 0.55}" fill="${letterFill}" text-anchor="middle">${letter}</text>` : ''}`;
}

function blocksStack(s = 70) {
  return `
    ${g(0, s * 2, 1, block(s, C.teal, 'A'), -4)}
    ${g(s * 1.1, s * 2, 1, block(s, C.terra, 'B'), 3)}
    ${g(s * 0.55, s * 0.98, 1, block(s, C.gold, 'C', C.ink), -6)}`;
}

function bookStack(w = 180) {
  const colors = [C.teal, C.terra, C.gold, C.tealMid];
  let out = '';
  colors.forEach((c, i) => {
    const bw = w - i * 14 + (i % 2) * 10;
    const x = (w - bw) / 2 + (i % 2 ? 6 : -4);
    out += `<rect x="${x}" y="${150 - i * 34}" width="${bw}" height="30" rx="4" fill="${c}"/>
    <rect x="${x + 10}" y="${150 - i * 34 + 12}" width="${bw * 0.45}" height="5" rx="2.5" fill="${C.cream}" opacity="0.6"/>`;
  });
  return out;
}

function plant(color = C.teal, pot = C.terra) {
  return `
    <path d="M100 150 Q98 100 100 50" stroke="${color}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <ellipse cx="76" cy="92" rx="28" ry="12" fill="${color}" transform="rotate(-30 76 92)"/>
    <ellipse cx="124" cy="74" rx="30" ry="12" fill="${C.tealMid}" transform="rotate(28 124 74)"/>
    <ellipse cx="80" cy="56" rx="22" ry="10" fill="${C.tealMid}" transform="rotate(-40 80 56)"/>
    <ellipse cx="112" cy="40" rx="18" ry="9" fill="${color}" transform="rotate(35 112 40)"/>
    <path d="M64 140 L136 140 L126 196 L74 196 Z" fill="${pot}"/>
    <rect x="58" y="132" width="84" height="16" rx="6" fill="${pot}"/>
    <rect x="58" y="132" width="84" height="6" rx="3" fill="${C.white}" opacity="0.25"/>`;
}

function sun(r = 50, color = C.gold) {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays += `<line x1="${f(Math.cos(a) * r * 1.25)}" y1="${f(Math.sin(a) * r * 1.25)}" x2="${f(Math.cos(a) * r * 1.55)}" y2="${f(Math.sin(a) * r * 1.55)}" />`;
  }
  return `<g stroke="${color}" stroke-width="${r * 0.12}" stroke-linecap="round">${rays}</g><circle r="${r}" fill="${color}"/>`;
}

function waves(w, y, amp, count, color, width = 10, gap = 26, opacity = 1) {
  let out = '';
  for (let k = 0; k < count; k++) {
    let d = `M0 ${y + k * gap}`;
    for (let x = 0; x <= w; x += 80) d += ` q20 ${-amp} 40 0 t40 0`;
    out += `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
  }
  return out;
}

function arcs(r0, count, color, width = 8, gap = 26) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = r0 + i * gap;
    out += `<path d="M${-r} 0 A${r} ${r} 0 0 1 ${r} 0" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="${1 - i * 0.18}"/>`;
  }
  return out;
}

function clipboard(paper = C.white, board = C.terra) {
  return `
    <rect x="20" y="10" width="160" height="200" rx="14" fill="${board}"/>
    <rect x="34" y="30" width="132" height="168" rx="6" fill="${paper}"/>
    <rect x="70" y="0" width="60" height="26" rx="8" fill="${C.ink}"/>
    <g stroke="${C.sandDark}" stroke-width="6" stroke-linecap="round">
      <line x1="70" y1="60" x2="150" y2="60"/><line x1="70" y1="88" x2="140" y2="88"/><line x1="70" y1="116" x2="150" y2="116"/>
    </g>
    <g stroke="${C.teal}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="M46 58 l6 6 l10 -12"/><path d="M46 86 l6 6 l10 -12"/><path d="M46 114 l6 6 l10 -12"/>
    </g>
    <rect x="50" y="168" width="16" height="18" fill="${C.tealMid}"/><rect x="74" y="150" width="16" height="36" fill="${C.teal}"/>
    <rect x="98" y="160" width="16" height="26" fill="${C.gold}"/><rect x="122" y="140" width="16" height="46" fill="${C.terra}"/>`;
}

function magnifier(color = C.ink, glass = C.softTeal) {
  return `
    <line x1="62" y1="62" x2="110" y2="110" stroke="${color}" stroke-width="18" stroke-linecap="round"/>
    <circle cx="30" cy="30" r="44" fill="${glass}" stroke="${color}" stroke-width="12"/>
    <path d="M6 18 Q14 2 32 0" stroke="${C.white}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>`;
}

function bubble(w, h, fill, tail = 'left', dotsFill = C.cream) {
  const t =
    tail === 'left'
      ? `M${w * 0.18} ${h - 2} L${w * 0.1} ${h + 34} L${w * 0.38} ${h - 2} Z`
      : `M${w * 0.62} ${h - 2} L${w * 0.9} ${h + 34} L${w * 0.82} ${h - 2} Z`;
  return `<rect width="${w}" height="${h}" rx="${h * 0.4}" fill="${fill}"/><path d="${t}" fill="${fill}"/>
    <circle cx="${w * 0.32}" cy="${h / 2}" r="${h * 0.09}" fill="${dotsFill}"/><circle cx="${w * 0.5}" cy="${h / 2}" r="${h * 0.09}" fill="${dotsFill}"/><circle cx="${w * 0.68}" cy="${h / 2}" r="${h * 0.09}" fill="${dotsFill}"/>`;
}

function envelope(fill = C.white, flap = C.softTerra, line = C.terra) {
  return `
    <rect x="0" y="0" width="240" height="160" rx="14" fill="${fill}"/>
    <path d="M6 10 L120 92 L234 10" stroke="${line}" stroke-width="8" fill="none" stroke-linejoin="round"/>
    <path d="M0 150 L90 76 M240 150 L150 76" stroke="${flap}" stroke-width="8"/>
    <circle cx="204" cy="126" r="18" fill="${C.gold}"/>`;
}

function tablet(screen = C.softTeal) {
  return `
    <rect x="0" y="0" width="150" height="210" rx="16" fill="${C.ink}"/>
    <rect x="10" y="14" width="130" height="176" rx="6" fill="${screen}"/>
    <rect x="24" y="30" width="60" height="84" rx="4" fill="${C.terra}"/>
    <rect x="94" y="34" width="36" height="6" rx="3" fill="${C.teal}"/><rect x="94" y="50" width="30" height="6" rx="3" fill="${C.tealMid}"/>
    <g stroke="${C.tealMid}" stroke-width="5" stroke-linecap="round"><line x1="24" y1="132" x2="126" y2="132"/><line x1="24" y1="148" x2="112" y2="148"/><line x1="24" y1="164" x2="120" y2="164"/></g>
    <circle cx="75" cy="200" r="4" fill="${C.sandDark}"/>`;
}

function clock(r = 70, face = C.cream, rim = C.teal) {
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ticks += `<line x1="${f(Math.cos(a) * r * 0.72)}" y1="${f(Math.sin(a) * r * 0.72)}" x2="${f(Math.cos(a) * r * 0.84)}" y2="${f(Math.sin(a) * r * 0.84)}"/>`;
  }
  return `<circle r="${r}" fill="${face}" stroke="${rim}" stroke-width="${r * 0.14}"/>
    <g stroke="${C.ink}" stroke-width="${r * 0.05}" stroke-linecap="round" opacity="0.6">${ticks}</g>
    <line x1="0" y1="0" x2="0" y2="${-r * 0.5}" stroke="${C.ink}" stroke-width="${r * 0.08}" stroke-linecap="round"/>
    <line x1="0" y1="0" x2="${r * 0.38}" y2="${r * 0.18}" stroke="${C.terra}" stroke-width="${r * 0.08}" stroke-linecap="round"/>
    <circle r="${r * 0.08}" fill="${C.ink}"/>`;
}

function house(wall = C.sand, roof = C.terra) {
  return `
    <rect x="30" y="90" width="140" height="110" rx="6" fill="${wall}"/>
    <path d="M14 96 L100 20 L186 96 Z" fill="${roof}" stroke="${roof}" stroke-width="10" stroke-linejoin="round"/>
    <rect x="84" y="136" width="34" height="64" rx="6" fill="${C.teal}"/>
    <rect x="44" y="114" width="30" height="30" rx="4" fill="${C.gold}"/><rect x="128" y="114" width="30" height="30" rx="4" fill="${C.gold}"/>`;
}

function pencil(len = 220, body = C.gold) {
  return `
    <rect x="0" y="-12" width="${len}" height="24" rx="4" fill="${body}"/>
    <rect x="0" y="-12" width="${len}" height="8" rx="3" fill="${C.white}" opacity="0.3"/>
    <rect x="-26" y="-12" width="30" height="24" rx="6" fill="${C.terraMid}"/>
    <rect x="-6" y="-12" width="10" height="24" fill="${C.sandDark}"/>
    <path d="M${len} -12 L${len + 36} 0 L${len} 12 Z" fill="${C.softTerra}"/>
    <path d="M${len + 24} -4 L${len + 36} 0 L${len + 24} 4 Z" fill="${C.ink}"/>`;
}

function shirt(fill = C.teal) {
  return `<path d="M40 10 L70 0 Q100 22 130 0 L160 10 L192 52 L160 72 L150 60 L150 170 L50 170 L50 60 L40 72 L8 52 Z" fill="${fill}" stroke-linejoin="round"/>
    <path d="M70 0 Q100 22 130 0" stroke="${C.white}" stroke-width="6" fill="none" opacity="0.4"/>`;
}

function spoon(fill = C.sandDark) {
  return `<ellipse cx="0" cy="0" rx="22" ry="30" fill="${fill}"/><rect x="-6" y="24" width="12" height="110" rx="6" fill="${fill}"/>`;
}

function toothbrush(fill = C.terra) {
  return `<rect x="-7" y="0" width="14" height="150" rx="7" fill="${fill}"/><rect x="-7" y="-40" width="14" height="44" rx="4" fill="${fill}"/>
    <g stroke="${C.white}" stroke-width="5" stroke-linecap="round"><line x1="7" y1="-36" x2="22" y2="-36"/><line x1="7" y1="-24" x2="22" y2="-24"/><line x1="7" y1="-12" x2="22" y2="-12"/></g>`;
}

function hoop(r = 60, color = C.terra) {
  return `<ellipse rx="${r}" ry="${r * 0.32}" fill="none" stroke="${color}" stroke-width="${r * 0.16}"/>`;
}

function cone(color = C.gold) {
  return `<path d="M-30 0 L-6 -80 L6 -80 L30 0 Z" fill="${color}"/><rect x="-40" y="-6" width="80" height="12" rx="4" fill="${color}"/>
    <path d="M-18 -40 L18 -40" stroke="${C.white}" stroke-width="8" opacity="0.6"/>`;
}

function card(fill = C.teal) {
  return `<rect x="0" y="0" width="260" height="164" rx="18" fill="${fill}"/>
    <rect x="0" y="34" width="260" height="30" fill="${C.ink}" opacity="0.7"/>
    <rect x="22" y="92" width="46" height="34" rx="6" fill="${C.gold}"/>
    <g fill="${C.cream}" opacity="0.8"><rect x="22" y="138" width="120" height="8" rx="4"/><rect x="160" y="138" width="70" height="8" rx="4"/></g>`;
}

function tick(r = 50, fill = C.terra) {
  return `<circle r="${r}" fill="${fill}"/><path d="M${-r * 0.42} 0 L${-r * 0.1} ${r * 0.32} L${r * 0.46} ${-r * 0.3}" stroke="${C.cream}" stroke-width="${r * 0.18}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function hands(skin = SKIN[1], shade = SKIN[2]) {
  return `
    <path d="M10 120 Q20 200 100 204 Q180 200 190 120 Q170 150 100 152 Q30 150 10 120 Z" fill="${skin}"/>
    <path d="M10 120 Q4 100 18 96 Q30 96 34 118 M190 120 Q196 100 182 96 Q170 96 166 118" fill="${skin}" stroke="${skin}" stroke-width="6"/>
    <path d="M30 160 Q100 176 170 160" stroke="${shade}" stroke-width="4" fill="none" opacity="0.6"/>
    <path d="M100 150 Q98 110 100 70" stroke="${C.teal}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <ellipse cx="76" cy="92" rx="28" ry="12" fill="${C.teal}" transform="rotate(-28 76 92)"/>
    <ellipse cx="124" cy="80" rx="28" ry="12" fill="${C.tealMid}" transform="rotate(26 124 80)"/>
    <ellipse cx="100" cy="140" rx="66" ry="14" fill="${C.terra}" opacity="0.85"/>`;
}

function pathWithMilestones(w, h, color = C.terraMid) {
  const d = `M${-20} ${h * 0.85} C${w * 0.2} ${h * 0.55} ${w * 0.35} ${h * 1.05} ${w * 0.55} ${h * 0.6} S${w * 0.85} ${h * 0.2} ${w + 20} ${h * 0.3}`;
  return `<path d="${d}" stroke="${C.sand}" stroke-width="70" fill="none" stroke-linecap="round"/>
    <path d="${d}" stroke="${color}" stroke-width="6" fill="none" stroke-dasharray="18 18" stroke-linecap="round"/>`;
}

/** A point on the path drawn by pathWithMilestones: segment 0 or 1, parameter t. */
function pathPoint(w, h, seg, t) {
  const segs = [
    [
      [-20, h * 0.85],
      [w * 0.2, h * 0.55],
      [w * 0.35, h * 1.05],
      [w * 0.55, h * 0.6],
    ],
    [
      [w * 0.55, h * 0.6],
      [w * 0.75, h * 0.15],
      [w * 0.85, h * 0.2],
      [w + 20, h * 0.3],
    ],
  ];
  const [p0, p1, p2, p3] = segs[seg];
  const u = 1 - t;
  const b = (i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
  return [b(0), b(1)];
}

function person({ skin, hair, shirt, x, y, s, long = false }) {
  return g(x, y, s, adult({ skin, hair, shirt, long }));
}

function hills(w, h, colors = [C.softTeal, C.tealMid, C.teal]) {
  return `
    <path d="M0 ${h * 0.62} Q${w * 0.25} ${h * 0.42} ${w * 0.5} ${h * 0.6} T${w} ${h * 0.5} L${w} ${h} L0 ${h} Z" fill="${colors[0]}"/>
    <path d="M0 ${h * 0.74} Q${w * 0.3} ${h * 0.58} ${w * 0.6} ${h * 0.74} T${w} ${h * 0.68} L${w} ${h} L0 ${h} Z" fill="${colors[1]}"/>
    <path d="M0 ${h * 0.86} Q${w * 0.35} ${h * 0.74} ${w * 0.7} ${h * 0.86} T${w} ${h * 0.84} L${w} ${h} L0 ${h} Z" fill="${colors[2]}"/>`;
}

function mat(x, y, w, h, fill) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
}

function beam(w = 320) {
  return `<rect x="0" y="0" width="${w}" height="20" rx="8" fill="${C.gold}"/><rect x="20" y="20" width="18" height="34" fill="${C.sandDark}"/><rect x="${w - 38}" y="20" width="18" height="34" fill="${C.sandDark}"/>`;
}

function bowl(fill, items) {
  return `<path d="M0 0 L160 0 Q150 70 80 74 Q10 70 0 0 Z" fill="${fill}"/>${items}`;
}

function whiteboard() {
  return `<rect x="0" y="0" width="340" height="220" rx="10" fill="${C.white}" stroke="${C.sandDark}" stroke-width="10"/>
    <path d="M30 160 Q80 60 130 120 T230 80 T310 60" stroke="${C.teal}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <circle cx="130" cy="120" r="9" fill="${C.terra}"/><circle cx="230" cy="80" r="9" fill="${C.terra}"/>
    <g stroke="${C.sandDark}" stroke-width="6" stroke-linecap="round"><line x1="30" y1="36" x2="150" y2="36"/><line x1="30" y1="58" x2="110" y2="58"/></g>
    <rect x="40" y="220" width="12" height="60" fill="${C.sandDark}"/><rect x="288" y="220" width="12" height="60" fill="${C.sandDark}"/>`;
}

function sticky(fill, rot) {
  return g(
    0,
    0,
    1,
    `<rect width="70" height="70" rx="4" fill="${fill}"/><g stroke="${C.ink}" stroke-width="3" opacity="0.35" stroke-linecap="round"><line x1="12" y1="24" x2="56" y2="24"/><line x1="12" y1="38" x2="48" y2="38"/></g>`,
    rot,
  );
}

function paper(lines = 6, w = 160, h = 210, accent = C.teal) {
  let l = '';
  for (let i = 0; i < lines; i++)
    l += `<rect x="20" y="${70 + i * 20}" width="${w - 40 - (i % 3) * 18}" height="7" rx="3.5" fill="${C.sandDark}"/>`;
  return `<rect width="${w}" height="${h}" rx="8" fill="${C.white}"/><rect x="20" y="24" width="${w * 0.6}" height="14" rx="7" fill="${accent}"/><rect x="20" y="46" width="${w * 0.4}" height="8" rx="4" fill="${C.terraMid}"/>${l}`;
}

function softBackground(w, h, seed, colors, { bg } = {}) {
  const rand = rng(seed);
  let out = bg ? `<rect width="${w}" height="${h}" fill="${bg}"/>` : '';
  colors.forEach((c, i) => {
    out += blob(rand() * w, rand() * h, Math.max(w, h) * (0.18 + rand() * 0.16), c, seed + i * 13, {
      opacity: 0.75,
      extra: 'filter="url(#soft)"',
    });
  });
  return out;
}

// ---------------------------------------------------------------- compositions
function bookCover(book) {
  const W = 600;
  const H = 900;
  const id = book.id;
  const t = resolveKey(pt, `${book.key}.title`);
  const sub = resolveKey(pt, `${book.key}.subtitle`) ?? '';
  const themes = {
    1: {
      bg: C.cream,
      fg: C.ink,
      accent: C.teal,
      motif: () =>
        `${g(150, 500, 1.5, swingWithChild(-60, { shirt: C.terra, skin: SKIN[0], hair: HAIR[3] }))}${g(470, 470, 1, sun(34))}`,
      blobs: [C.softTeal, C.softTerra],
    },
    2: {
      bg: C.softTerra,
      fg: C.ink,
      accent: C.terra,
      motif: () => `${g(120, 480, 1.55, blocksStack(70))}${g(470, 700, 1, ball(62, C.teal, C.gold))}`,
      blobs: [C.cream, C.sand],
    },
    3: {
      bg: C.teal,
      fg: C.cream,
      accent: C.gold,
      motif: () =>
        `${g(300, 720, 1, arcs(60, 6, C.cream, 10, 36))}${g(300, 720, 1, `<circle r="38" fill="${C.gold}"/>`)}${g(250, 520, 0.9, child({ shirt: C.terra, trousers: C.ink, skin: SKIN[2], hair: HAIR[2] }))}`,
      blobs: [C.tealDark, C.tealMid],
    },
    4: {
      bg: C.sand,
      fg: C.ink,
      accent: C.terra,
      motif: () => `${g(200, 470, 1.35, clipboard())}${g(420, 680, 0.9, magnifier())}`,
      blobs: [C.cream, C.softTeal],
    },
    5: {
      bg: C.softTeal,
      fg: C.ink,
      accent: C.teal,
      motif: () => `${g(120, 500, 1.3, house())}${g(450, 560, 1, clock(72))}${g(470, 430, 1, sun(26))}`,
      blobs: [C.cream, C.softTerra],
    },
    6: {
      bg: C.cream,
      fg: C.ink,
      accent: C.terra,
      motif: () =>
        `<path d="M70 650 q40 -60 80 0 t80 0 t80 0 t80 0 t80 0" stroke="${C.tealMid}" stroke-width="8" fill="none" stroke-dasharray="4 16" stroke-linecap="round"/>${g(140, 560, 1, pencil(260), -18)}${g(120, 720, 0.8, ball(40, C.terra, C.gold))}${dots(380, 700, 5, 4, 26, 6, C.teal, 0.7)}`,
      blobs: [C.softTerra, C.softTeal],
    },
    7: {
      bg: C.terra,
      fg: C.cream,
      accent: C.gold,
      motif: () => `${g(90, 520, 1.25, shirt(C.teal))}${g(420, 540, 1.05, spoon(C.cream))}${g(500, 560, 1, toothbrush(C.gold))}`,
      blobs: [C.terraMid, '#9E4826'],
    },
    8: {
      bg: C.ink,
      fg: C.cream,
      accent: C.gold,
      motif: () =>
        `${waves(W, 610, 14, 3, C.tealMid, 9, 30, 0.9)}${g(120, 520, 1.1, child({ shirt: C.gold, trousers: C.teal, skin: SKIN[1], hair: HAIR[0] }))}${g(330, 560, 0.9, block(90, C.terra, ''))}${g(430, 560, 0.9, block(90, C.teal, ''))}`,
      blobs: ['#2C3A3F', C.tealDark],
    },
  };
  const th = themes[id];
  const title = fit(t, W - 120, 52, 4, 0.6, 34);
  const subtitle = wrap(sub, W - 120, 24, 0.55);
  const titleY = 150;
  const subY = titleY + title.lines.length * title.size * 1.15 + 16;
  const body = `
    ${softBackground(W, H, id * 31, th.blobs)}
    ${book.category === 'ebook' ? '' : dots(W - 150, 60, 5, 3, 22, 4, th.accent, 0.5)}
    <rect x="60" y="86" width="64" height="8" rx="4" fill="${th.accent}"/>
    ${textBlock(title.lines, 60, titleY, title.size, { fill: th.fg })}
    ${textBlock(subtitle, 60, subY, 24, { family: SANS, weight: 400, fill: th.fg })}
    ${th.motif()}
    ${book.category === 'ebook' ? `<g transform="translate(${W - 150} 44)"><rect width="96" height="36" rx="18" fill="${th.accent}"/><text x="48" y="25" font-family="${SANS}" font-weight="700" font-size="18" fill="${th.bg === C.ink || th.bg === C.teal || th.bg === C.terra ? C.ink : C.cream}" text-anchor="middle">eBook</text></g>` : ''}
    <rect x="0" y="${H - 110}" width="${W}" height="110" fill="${th.fg}" opacity="0.06"/>
    ${textBlock([book.author], 60, H - 62, 26, { family: SANS, weight: 700, fill: th.fg })}
    ${textBlock([book.publisher.toUpperCase()], 60, H - 30, 14, { family: SANS, weight: 400, fill: th.fg, spacing: 2 })}
    <rect x="0" y="0" width="14" height="${H}" fill="${C.ink}" opacity="0.12"/>`;
  return svgDoc(W, H, body, { bg: th.bg });
}

function courseCard(course) {
  const W = 800;
  const H = 500;
  const t = resolveKey(pt, `${course.key}.title`);
  const loc = resolveKey(pt, `${course.key}.location`);
  const label = course.months ? `${course.hours} H · ${course.months} MESES` : `${course.hours} H · ${loc.toUpperCase()}`;
  const themes = {
    1: {
      bg: C.teal,
      fg: C.cream,
      chip: C.gold,
      motif: () => `${g(560, 170, 1.3, swingWithChild(-300, { shirt: C.terra, trousers: C.ink, skin: SKIN[1], hair: HAIR[0] }))}`,
    },
    2: {
      bg: C.softTerra,
      fg: C.ink,
      chip: C.terra,
      motif: () => `${g(560, 140, 1.05, clipboard())}${g(700, 330, 0.7, magnifier(C.ink, C.softTeal))}`,
    },
    3: {
      bg: C.softTeal,
      fg: C.ink,
      chip: C.teal,
      motif: () => `${g(520, 150, 1, shirt(C.terra))}${g(700, 190, 0.9, spoon(C.teal))}${g(760, 210, 0.8, toothbrush(C.gold))}`,
    },
    4: {
      bg: C.sand,
      fg: C.ink,
      chip: C.terra,
      motif: () =>
        `${g(540, 230, 1, blocksStack(62))}${g(710, 400, 1, ball(46, C.teal, C.gold))}${g(660, 110, 1, arcs(20, 3, C.terraMid, 6, 18))}`,
    },
    5: {
      bg: C.ink,
      fg: C.cream,
      chip: C.gold,
      motif: () =>
        `${g(640, 250, 1, `<circle r="150" fill="none" stroke="${C.tealMid}" stroke-width="3" opacity="0.6"/><ellipse rx="150" ry="60" fill="none" stroke="${C.tealMid}" stroke-width="3" opacity="0.6"/><ellipse rx="60" ry="150" fill="none" stroke="${C.tealMid}" stroke-width="3" opacity="0.6"/><circle r="110" fill="${C.teal}" opacity="0.5"/>`)}${g(640, 250, 1, sun(40, C.gold))}`,
    },
  };
  const th = themes[course.id];
  const title = fit(t, 430, 38, 4, 0.6, 26);
  const body = `
    ${softBackground(W, H, course.id * 17, th.bg === C.ink ? [C.tealDark, '#2C3A3F'] : th.bg === C.teal ? [C.tealDark, C.tealMid] : [C.cream, C.white])}
    ${th.motif()}
    <g transform="translate(48 52)"><rect width="${label.length * 10.5 + 36}" height="38" rx="19" fill="${th.chip}"/><text x="18" y="26" font-family="${SANS}" font-weight="700" font-size="16" fill="${th.chip === C.gold ? C.ink : C.cream}" letter-spacing="1">${esc(label)}</text></g>
    ${textBlock(title.lines, 48, 150, title.size, { fill: th.fg })}
    ${dots(48, H - 70, 8, 2, 20, 4, th.chip, 0.7)}`;
  return svgDoc(W, H, body, { bg: th.bg });
}

function launchImage(index) {
  const W = 1200;
  const H = 800;
  const launch = data.launches[index];
  const titles = ['MÓDULO 3', 'CONTEÚDOS PROGRAMÁTICOS', 'MÓDULO 1', 'CURSO DE AVALIAÇÃO'];
  const subtitle = [
    'Planeamento da intervenção',
    'Fundamentos da integração sensorial',
    'Introdução à integração sensorial',
    'Integração sensorial',
  ];
  const themes = [
    {
      bg: C.teal,
      fg: C.cream,
      accent: C.gold,
      blobs: [C.tealDark, C.tealMid],
      motif: () =>
        `${g(760, 220, 1.9, swingWithChild(-300, { shirt: C.terra, skin: SKIN[2], hair: HAIR[2] }))}${g(700, 520, 0.9, paper(5, 170, 210, C.terra), -8)}`,
    },
    {
      bg: C.softTerra,
      fg: C.ink,
      accent: C.terra,
      blobs: [C.cream, C.sand],
      motif: () => {
        const icons = [
          `<circle r="70" fill="${C.teal}"/><ellipse rx="40" ry="24" fill="${C.cream}"/><circle r="15" fill="${C.ink}"/>`,
          `<circle r="70" fill="${C.terra}"/>${arcs(18, 3, C.cream, 7, 16)}`,
          `<circle r="70" fill="${C.gold}"/><path d="M-30 30 Q-34 -20 -10 -34 Q0 -40 6 -30 L8 -4 L20 -20 Q34 -24 30 -4 Q20 30 -30 30 Z" fill="${C.cream}"/>`,
          `<circle r="70" fill="${C.tealMid}"/><path d="M-36 0 q18 -24 36 0 t36 0" stroke="${C.cream}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M-36 24 q18 -24 36 0 t36 0" stroke="${C.cream}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
        ];
        return icons.map((ic, i) => g(860 + (i % 2) * 190, 250 + Math.floor(i / 2) * 200, 1, ic)).join('');
      },
    },
    {
      bg: C.sand,
      fg: C.ink,
      accent: C.teal,
      blobs: [C.softTeal, C.cream],
      motif: () =>
        `${g(680, 340, 1.8, blocksStack(70))}${g(980, 300, 1.5, child({ shirt: C.teal, trousers: C.terra, skin: SKIN[0], hair: HAIR[3] }))}${g(1040, 640, 1, ball(50, C.terra, C.gold))}`,
    },
    {
      bg: C.ink,
      fg: C.cream,
      accent: C.gold,
      blobs: ['#2C3A3F', C.tealDark],
      motif: () => `${g(720, 200, 1.9, clipboard(C.cream, C.teal))}${g(1000, 520, 1.2, magnifier(C.gold, C.softTeal))}`,
    },
  ];
  const th = themes[index];
  const title = fit(titles[index], 600, 64, 3, 0.74, 40);
  const body = `
    ${softBackground(W, H, 101 + index * 7, th.blobs)}
    ${th.motif()}
    <rect x="80" y="150" width="90" height="10" rx="5" fill="${th.accent}"/>
    ${textBlock(title.lines, 80, 250, title.size, { fill: th.fg })}
    ${textBlock(wrap(subtitle[index], 520, 30, 0.55), 80, 250 + title.lines.length * title.size * 1.18 + 20, 30, { family: SANS, weight: 400, fill: th.fg })}
    <g transform="translate(80 ${H - 150})"><rect width="${launch.price.length * 19 + 50}" height="64" rx="32" fill="${th.accent}"/><text x="25" y="43" font-family="${SANS}" font-weight="700" font-size="30" fill="${th.accent === C.gold ? C.ink : C.cream}">${esc(launch.price)}</text></g>
    ${dots(W - 200, 60, 7, 3, 22, 4, th.accent, 0.5)}`;
  return svgDoc(W, H, body, { bg: th.bg });
}

// Section images keyed by the names in src/data/images.ts
const sections = {
  hero: (W, H) => `
    ${softBackground(W, H, 7, [C.softTeal, C.softTerra, C.sand])}
    ${blob(1140, 470, 330, C.softTeal, 3)}
    ${blob(1250, 560, 210, C.softTerra, 5)}
    ${g(990, 230, 2.7, swingWithChild(-200, { shirt: C.terra, skin: SKIN[1], hair: HAIR[0] }))}
    ${g(1420, 170, 1, sun(46))}
    ${g(830, 760, 1, ball(56, C.teal, C.gold))}
    ${g(1400, 640, 1.2, blocksStack(60))}
    ${waves(700, 780, 10, 2, C.tealMid, 6, 24, 0.5)}
    ${dots(90, 100, 10, 6, 26, 4, C.terra, 0.35)}`,
  about: (W, H) => `
    ${softBackground(W, H, 11, [C.softTeal, C.softTerra])}
    <rect x="0" y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${C.sand}"/>
    <rect x="120" y="120" width="360" height="420" rx="10" fill="${C.white}" opacity="0.7"/>
    <g>${[0, 1, 2].map((i) => `<rect x="140" y="${180 + i * 120}" width="320" height="12" rx="4" fill="${C.sandDark}"/>`).join('')}</g>
    ${g(160, 72, 0.62, bookStack(180))}${g(160, 192, 0.62, bookStack(180))}${g(300, 312, 0.62, bookStack(180))}
    ${g(780, 360, 1.6, plant())}
    ${g(540, 420, 1.3, blocksStack(60))}
    ${g(1080, 640, 1, ball(50, C.terra, C.gold))}
    ${mat(480, 640, 520, 40, C.softTeal)}`,
  aboutPortrait: (W, H) => `
    ${softBackground(W, H, 19, [C.softTerra, C.softTeal])}
    <circle cx="${W / 2}" cy="${H * 0.5}" r="320" fill="${C.softTerra}"/>
    ${blob(W * 0.24, H * 0.24, 90, C.gold, 4, { opacity: 0.6 })}
    ${dots(560, 140, 6, 5, 24, 5, C.teal, 0.45)}
    ${g(W / 2 - 420, H - 840, 4.2, adult({ skin: SKIN[1], hair: HAIR[1], shirt: C.teal, long: true }))}`,
  courses: (W, H) => `
    ${softBackground(W, H, 23, [C.softTeal, C.softTerra])}
    ${g(160, 140, 1.7, whiteboard())}
    ${g(860, 180, 1.6, swingWithChild(-200, { shirt: C.gold, trousers: C.teal, skin: SKIN[2], hair: HAIR[2] }))}
    ${g(1020, 660, 1, ball(50, C.terra, C.gold))}
    ${mat(0, 720, W, 120, C.sand)}`,
  books: (W, H) => `
    ${softBackground(W, H, 29, [C.softTerra, C.softTeal])}
    ${g(180, 260, 2.4, bookStack(180))}
    ${g(720, 180, 2.2, tablet())}
    ${g(1030, 140, 1, sun(36))}
    ${dots(80, 80, 8, 4, 24, 4, C.teal, 0.4)}`,
  mentorship: (W, H) => `
    ${softBackground(W, H, 31, [C.softTeal, C.softTerra])}
    ${g(170, 300, 2.5, adult({ skin: SKIN[1], hair: HAIR[1], shirt: C.teal, long: true }))}
    ${g(630, 300, 2.5, adult({ skin: SKIN[3], hair: HAIR[2], shirt: C.terra, long: false }))}
    ${g(330, 110, 1, bubble(240, 110, C.terra))}
    ${g(650, 160, 1, bubble(200, 90, C.teal, 'right'))}
    <rect x="0" y="${H - 40}" width="${W}" height="40" fill="${C.sand}"/>`,
  mentorshipDefault: (W, H) => `
    ${softBackground(W, H, 37, [C.softTeal, C.softTerra, C.sand])}
    <circle cx="${W * 0.38}" cy="${H * 0.5}" r="220" fill="${C.teal}" opacity="0.9"/>
    <circle cx="${W * 0.6}" cy="${H * 0.5}" r="220" fill="${C.terra}" opacity="0.75"/>
    <circle cx="${W * 0.49}" cy="${H * 0.5}" r="90" fill="${C.gold}" opacity="0.9"/>`,
  mentorshipHero: (W, H) => `
    ${softBackground(W, H, 41, [C.softTeal, C.softTerra])}
    ${hills(W, H, [C.softTeal, C.tealMid, C.teal])}
    ${pathWithMilestones(W, H)}
    ${[
      [0, 0.45],
      [0, 0.85],
      [1, 0.5],
    ]
      .map(([seg, t], i) =>
        g(
          ...pathPoint(W, H, seg, t),
          1,
          `<circle r="30" fill="${[C.gold, C.terra, C.cream][i]}"/><circle r="12" fill="${C.ink}" opacity="0.6"/>`,
        ),
      )
      .join('')}
    ${g(1360, 160, 1, sun(50))}`,
  immersionBackground1: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.softTerra}"/>
    ${g(W * 0.62, H * 0.5, 1, sun(90, C.gold))}
    ${hills(W, H, [C.terraMid, C.tealMid, C.teal])}
    ${dots(120, 120, 12, 4, 28, 4, C.terra, 0.4)}`,
  immersionBackground2: (W, H) => `
    ${softBackground(W, H, 47, [C.softTeal, C.cream])}
    <rect x="0" y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${C.sand}"/>
    <line x1="0" y1="60" x2="${W}" y2="60" stroke="${C.ink}" stroke-width="10" opacity="0.4"/>
    ${g(240, 200, 1.6, platformSwing(-90, C.terra))}
    ${g(1040, 260, 1.4, swingWithChild(-130, { shirt: C.gold, trousers: C.teal, skin: SKIN[1], hair: HAIR[0] }))}
    ${mat(540, 690, 420, 50, C.teal)}${mat(560, 650, 380, 44, C.tealMid)}
    ${g(800, 600, 1, ball(56, C.terra, C.gold))}`,
  immersionBackground3: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.sand}"/>
    ${softBackground(W, H, 53, [C.softTerra, C.gold])}
    <ellipse cx="${W / 2}" cy="${H * 0.82}" rx="620" ry="120" fill="${C.softTeal}"/>
    ${[
      [-480, SKIN[0], HAIR[1], C.teal, true],
      [-250, SKIN[2], HAIR[2], C.terra, false],
      [-20, SKIN[1], HAIR[3], C.gold, true],
      [210, SKIN[3], HAIR[2], C.tealMid, true],
      [440, SKIN[1], HAIR[0], C.terraMid, false],
    ]
      .map(([dx, skin, hair, shirt, long]) => person({ skin, hair, shirt, long, x: W / 2 + dx - 100, y: H * 0.5, s: 1.6 }))
      .join('')}`,
  immersionHero: (W, H) => `
    ${softBackground(W, H, 59, [C.softTerra, C.softTeal, C.sand])}
    ${blob(1150, 450, 360, C.softTerra, 9)}
    ${blob(350, 700, 260, C.softTeal, 10)}
    ${g(980, 180, 2.2, platformSwing(-120, C.teal))}
    ${g(1320, 600, 1, ball(70, C.terra, C.gold))}
    ${dots(100, 90, 10, 5, 26, 4, C.teal, 0.35)}`,
  immersionGallery1: (W, H) => `
    ${softBackground(W, H, 61, [C.softTeal, C.softTerra])}
    <rect x="0" y="${H * 0.74}" width="${W}" height="${H * 0.26}" fill="${C.sand}"/>
    ${g(380, 160, 2, platformSwing(-120, C.terra))}
    ${g(460, 222, 1.2, child({ pose: 'sit', shirt: C.teal, trousers: C.ink, skin: SKIN[0], hair: HAIR[3] }))}
    ${person({ skin: SKIN[2], hair: HAIR[2], shirt: C.gold, x: 860, y: 380, s: 1.6, long: true })}`,
  immersionGallery2: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.softTerra}"/>
    <rect x="60" y="${H * 0.44}" width="${W - 120}" height="${H * 0.5}" rx="30" fill="${C.sand}"/>
    ${g(
      140,
      420,
      1.7,
      bowl(
        C.teal,
        (() => {
          const r = rng(5);
          let s = '';
          for (let i = 0; i < 40; i++) s += `<circle cx="${20 + r() * 120}" cy="${-4 - r() * 14}" r="6" fill="${C.gold}"/>`;
          return s;
        })(),
      ),
    )}
    ${g(
      500,
      420,
      1.7,
      bowl(
        C.terra,
        (() => {
          const r = rng(9);
          let s = '';
          for (let i = 0; i < 30; i++)
            s += `<ellipse cx="${20 + r() * 120}" cy="${-4 - r() * 12}" rx="9" ry="5" fill="${C.ink}" opacity="0.7"/>`;
          return s;
        })(),
      ),
    )}
    ${g(860, 420, 1.7, bowl(C.tealMid, `<path d="M10 -2 Q80 -40 150 -2 Z" fill="${C.cream}"/>`))}
    ${dots(120, 80, 14, 4, 30, 5, C.terra, 0.35)}`,
  immersionGallery3: (W, H) => `
    ${softBackground(W, H, 67, [C.softTeal, C.cream])}
    <rect x="0" y="${H * 0.6}" width="${W}" height="${H * 0.4}" fill="${C.sand}"/>
    ${g(170, 600, 1.3, hoop(70, C.terra))}${g(390, 640, 1.3, hoop(70, C.teal))}
    ${g(620, 640, 1, cone(C.gold))}${g(760, 640, 1, cone(C.terra))}
    ${g(820, 560, 1, beam(300))}
    ${g(810, 253, 1.6, child({ shirt: C.teal, trousers: C.terra, skin: SKIN[2], hair: HAIR[0] }))}`,
  immersionGallery4: (W, H) => `
    ${softBackground(W, H, 71, [C.softTerra, C.softTeal])}
    ${g(120, 150, 1.6, whiteboard())}
    ${g(720, 140, 1, sticky(C.gold, -6))}${g(820, 120, 1, sticky(C.softTeal, 5))}${g(920, 150, 1, sticky(C.terraMid, -3))}
    ${person({ skin: SKIN[1], hair: HAIR[0], shirt: C.teal, x: 720, y: 380, s: 1.9, long: true })}`,
  immersionGallery5: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.softTeal}"/>
    <rect x="0" y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${C.sand}"/>
    ${shadow(330, 640, 200, 24)}${shadow(720, 650, 130, 18)}${shadow(990, 655, 80, 14)}
    ${g(330, 440, 1, ball(200, C.terra, C.gold))}
    ${g(720, 530, 1, ball(130, C.teal, C.softTeal))}
    ${g(990, 585, 1, ball(80, C.gold, C.terra))}`,
  immersionGallery6: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.softTerra}"/>
    ${g(W * 0.82, H * 0.28, 1, sun(70, C.gold))}
    ${hills(W, H, [C.terraMid, C.tealMid, C.teal])}
    ${[
      [-420, SKIN[0], HAIR[1], C.cream, true],
      [-210, SKIN[2], HAIR[2], C.gold, false],
      [0, SKIN[1], HAIR[3], C.terra, true],
      [210, SKIN[3], HAIR[0], C.softTeal, true],
    ]
      .map(([dx, skin, hair, shirt, long]) => person({ skin, hair, shirt, long, x: W / 2 + dx - 100, y: H * 0.5, s: 1.5 }))
      .join('')}`,
  values: (W, H) => `
    ${softBackground(W, H, 73, [C.softTeal, C.softTerra])}
    <circle cx="${W / 2}" cy="${H / 2}" r="300" fill="${C.cream}" opacity="0.8"/>
    ${g(W / 2 - 300, H / 2 - 260, 3, hands())}
    ${dots(80, 80, 6, 6, 26, 5, C.terra, 0.4)}${dots(W - 230, H - 220, 6, 6, 26, 5, C.teal, 0.4)}`,
  contact: (W, H) => `
    ${softBackground(W, H, 79, [C.softTerra, C.softTeal])}
    ${g(300, 280, 2, envelope())}
    ${g(760, 160, 1, bubble(260, 120, C.teal))}
    ${g(820, 360, 1, bubble(220, 100, C.terra, 'right'))}
    ${dots(100, 620, 10, 3, 26, 4, C.teal, 0.4)}`,
  publications: (W, H) => `
    ${softBackground(W, H, 83, [C.softTeal, C.sand])}
    ${g(200, 220, 1.8, paper(6, 160, 210, C.teal), -8)}
    ${g(430, 190, 1.8, paper(6, 160, 210, C.terra), 4)}
    ${g(800, 240, 1.4, clipboard())}
    ${g(700, 520, 1.3, magnifier())}`,
  payment: (W, H) => `
    ${softBackground(W, H, 89, [C.softTeal, C.softTerra])}
    ${g(300, 260, 1.9, card(C.teal), -6)}
    ${g(860, 520, 1, tick(110, C.terra))}
    ${dots(90, 90, 8, 4, 26, 4, C.gold, 0.6)}`,
};

// Carousel media: 1280x720 frames for the videos, and the two image items
const mediaScenes = {
  1: (W, H) => `
    ${softBackground(W, H, 201, [C.softTeal, C.softTerra])}
    <rect x="0" y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="${C.sand}"/>
    ${g(470, 120, 1.9, swingWithChild(-200, { shirt: C.terra, skin: SKIN[1], hair: HAIR[0] }))}
    ${g(1030, 150, 1, sun(44))}${g(180, 560, 1, ball(50, C.teal, C.gold))}`,
  2: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.teal}"/>
    ${softBackground(W, H, 203, [C.tealDark, C.tealMid])}
    ${waves(W, 520, 16, 4, C.softTeal, 8, 34, 0.6)}
    ${[
      [320, C.gold],
      [640, C.terra],
      [960, C.softTeal],
    ]
      .map(([x, c]) => g(x, 280, 1, `<circle r="90" fill="${c}" opacity="0.9"/><circle r="40" fill="${C.cream}" opacity="0.8"/>`))
      .join('')}`,
  3: (W, H) => `
    ${softBackground(W, H, 205, [C.softTerra, C.sand])}
    <rect x="0" y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${C.sandDark}"/>
    ${g(260, 200, 1.8, paper(6, 160, 210, C.teal), -6)}
    ${g(640, 440, 1, pencil(260, C.gold), -12)}
    ${g(860, 300, 1.2, blocksStack(70))}`,
  4: (W, H) => `
    ${softBackground(W, H, 207, [C.softTeal, C.cream])}
    <rect x="0" y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${C.sand}"/>
    ${g(130, 200, 1.4, platformSwing(-200, C.terra))}
    ${mat(520, 560, 420, 46, C.teal)}${mat(540, 520, 380, 40, C.tealMid)}
    ${g(1080, 500, 1, ball(80, C.terra, C.gold))}${g(760, 460, 1, ball(44, C.gold, C.teal))}`,
  5: (W, H) => `
    ${softBackground(W, H, 209, [C.softTerra, C.softTeal])}
    <rect x="0" y="${H * 0.8}" width="${W}" height="${H * 0.2}" fill="${C.sand}"/>
    ${g(330, 290, 1.5, blocksStack(70))}
    ${g(700, 190, 1.9, child({ shirt: C.teal, trousers: C.terra, skin: SKIN[2], hair: HAIR[2] }))}
    ${g(1060, 500, 1, ball(60, C.gold, C.terra))}`,
  6: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.ink}"/>
    ${softBackground(W, H, 211, ['#2C3A3F', C.tealDark])}
    ${g(380, 120, 2, clipboard(C.cream, C.teal))}
    ${g(820, 330, 1.5, magnifier(C.gold, C.softTeal))}`,
  7: (W, H) => `
    <rect width="${W}" height="${H}" fill="${C.cream}"/>
    ${softBackground(W, H, 213, [C.softTeal, C.softTerra])}
    <ellipse cx="${W / 2}" cy="${H * 0.86}" rx="560" ry="90" fill="${C.sand}"/>
    ${[
      [-400, SKIN[0], HAIR[1], C.teal, true],
      [-130, SKIN[2], HAIR[2], C.terra, false],
      [140, SKIN[1], HAIR[3], C.gold, true],
      [400, SKIN[3], HAIR[0], C.tealMid, true],
    ]
      .map(([dx, skin, hair, shirt, long]) => person({ skin, hair, shirt, long, x: W / 2 + dx - 100, y: H * 0.42, s: 1.55 }))
      .join('')}`,
  8: (W, H) => `
    ${softBackground(W, H, 215, [C.softTeal, C.softTerra])}
    ${hills(W, H, [C.softTeal, C.tealMid, C.teal])}
    ${g(300, 170, 1.6, house())}
    ${g(900, 260, 1, clock(110))}
    ${g(1110, 110, 1, sun(40))}`,
  9: (W, H) => `
    ${softBackground(W, H, 217, [C.softTerra, C.softTeal])}
    ${g(180, 260, 2.2, adult({ skin: SKIN[1], hair: HAIR[1], shirt: C.teal, long: true }))}
    ${g(660, 260, 2.2, adult({ skin: SKIN[3], hair: HAIR[2], shirt: C.terra, long: false }))}
    ${g(380, 90, 1, bubble(220, 100, C.terra))}
    ${g(700, 130, 1, bubble(180, 84, C.teal, 'right'))}`,
};

/** The site mark; `fullBleed` drops the rounded corners (iOS applies its own mask to touch icons). */
function favicon(fullBleed = false) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${fullBleed ? 0 : 14}" fill="${C.teal}"/>
  <circle cx="45" cy="19" r="8" fill="${C.terra}"/>
  <path d="M14 48 Q22 26 32 40 T50 34" stroke="${C.cream}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="18" cy="20" r="4" fill="${C.cream}" opacity="0.9"/>
</svg>
`;
}

// ---------------------------------------------------------------- output
const written = [];
/** Content image src -> its srcset candidates (WebP, and AVIF where smaller), written to build/content/image-sets.json. */
const sources = {};
const publicFile = (publicPath) => path.join(root, 'public', publicPath);

async function writeWebp(publicPath, svg, width, height) {
  const file = publicFile(publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: QUALITY, effort: 6 }).toFile(file);
  written.push([publicPath, fs.statSync(file).size]);
}

/**
 * A content image: the WebP at its own size (its `src`), the same at every smaller width of WIDTHS, and the
 * AVIF set only where each AVIF is smaller than the WebP of its width (otherwise no AVIF file is kept).
 */
async function writeContentImage(publicPath, svg, width, height) {
  await writeWebp(publicPath, svg, width, height);
  const at = (w, ext) => (w === width ? publicPath.replace(/\.webp$/, `.${ext}`) : publicPath.replace(/\.webp$/, `-${w}.${ext}`));
  const widths = [...WIDTHS.filter((w) => w < width), width];
  const avif = [];
  for (const w of widths) {
    const raster = sharp(Buffer.from(svg)).resize(w, Math.round((height * w) / width));
    if (w !== width) {
      await raster
        .clone()
        .webp({ quality: QUALITY, effort: 6 })
        .toFile(publicFile(at(w, 'webp')));
      written.push([at(w, 'webp'), fs.statSync(publicFile(at(w, 'webp'))).size]);
    }
    avif.push([at(w, 'avif'), await raster.clone().avif({ quality: AVIF_QUALITY, effort: 6 }).toBuffer()]);
  }
  const smaller = avif.every(([, buffer], i) => buffer.length < fs.statSync(publicFile(at(widths[i], 'webp'))).size);
  for (const [avifPath, buffer] of avif) {
    if (smaller) {
      fs.writeFileSync(publicFile(avifPath), buffer);
      written.push([avifPath, buffer.length]);
    } else fs.rmSync(publicFile(avifPath), { force: true });
  }
  const srcset = (ext) => widths.map((w) => `${at(w, ext)} ${w}w`).join(', ');
  sources[publicPath] = smaller ? { srcSet: srcset('webp'), avifSrcSet: srcset('avif') } : { srcSet: srcset('webp') };
}

for (const book of data.books) await writeContentImage(book.image.src, bookCover(book), book.image.width, book.image.height);
for (const course of data.courses)
  await writeContentImage(course.image.src, courseCard(course), course.image.width, course.image.height);
for (const [i, launch] of data.launches.entries())
  await writeContentImage(launch.image.src, launchImage(i), launch.image.width, launch.image.height);
for (const [name, asset] of Object.entries(data.images)) {
  if (name.startsWith('launch')) continue;
  const scene = sections[name];
  if (!scene) throw new Error(`no composition for image ${name}`);
  await writeContentImage(
    asset.src,
    svgDoc(asset.width, asset.height, scene(asset.width, asset.height)),
    asset.width,
    asset.height,
  );
}
fs.mkdirSync(FRAMES_DIR, { recursive: true });
for (const item of data.media) {
  const scene = mediaScenes[item.id];
  if (item.kind === 'image') {
    await writeContentImage(
      item.image.src,
      svgDoc(item.image.width, item.image.height, scene(item.image.width, item.image.height)),
      item.image.width,
      item.image.height,
    );
  } else {
    await sharp(Buffer.from(svgDoc(1280, 720, scene(1280, 720))))
      .png()
      .toFile(path.join(FRAMES_DIR, `clip-${item.id}.png`));
  }
}
fs.writeFileSync(path.join(root, 'public/favicon.svg'), favicon());
await sharp(Buffer.from(favicon(true)))
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(path.join(root, 'public/apple-touch-icon.png'));

// The record the build reads: each image's srcsets, valid while its file hashes as here.
const record = Object.fromEntries(
  Object.entries(sources)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([src, sets]) => [
      src,
      {
        sha256: createHash('sha256')
          .update(fs.readFileSync(publicFile(src)))
          .digest('hex'),
        ...sets,
      },
    ]),
);
fs.writeFileSync(path.join(root, 'build/content/image-sets.json'), `${JSON.stringify(record, null, 2)}\n`);

for (const [p, size] of written)
  console.log(`${(size / 1024).toFixed(1).padStart(6)} KB  ${p}${size > 80 * 1024 ? '  (over 80 KB)' : ''}`);
console.log(`frames for videos in ${FRAMES_DIR}`);
