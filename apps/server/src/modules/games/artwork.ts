import { escapeHtml } from '../../platform/html.ts';

/** Generated artwork: the demo catalogue ships no images, and tiles still look like a lobby. */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Splits a name over at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function gameArtwork(name: string, providerName: string, palette: readonly string[]): string {
  const [bg = '#111', accent = '#fa0', light = '#fff'] = palette;
  const h = hash(name);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = (h >> (i * 3)) % 300;
    const y = (h >> (i * 2 + 5)) % 400;
    const r = 20 + ((h >> i) % 70);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? accent : light}" opacity="0.${1 + (i % 3)}"/>`;
  }).join('');
  const lines = wrap(name, 12);
  const text = lines
    .map(
      (l, i) =>
        `<text x="150" y="${230 - (lines.length - 1) * 22 + i * 44}" font-size="38" text-anchor="middle" font-weight="800" fill="${light}">${escapeHtml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${escapeHtml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>${circles}
<rect x="16" y="130" width="268" height="170" rx="18" fill="${bg}" opacity="0.55"/>
<g font-family="system-ui,sans-serif">${text}
<text x="150" y="370" font-size="18" text-anchor="middle" fill="${light}" opacity="0.85">${escapeHtml(providerName)}</text></g></svg>`;
}

export function providerArtwork(name: string, palette: readonly string[]): string {
  const [bg = '#111', accent = '#fa0'] = palette;
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeHtml(name)}">
<rect width="240" height="120" rx="16" fill="${bg}"/><circle cx="60" cy="60" r="36" fill="${accent}"/>
<g font-family="system-ui,sans-serif" font-weight="800"><text x="60" y="72" font-size="32" text-anchor="middle" fill="${bg}">${escapeHtml(initials)}</text>
<text x="108" y="68" font-size="17" fill="${accent}">${escapeHtml(name.length > 13 ? `${name.slice(0, 12)}…` : name)}</text></g></svg>`;
}
