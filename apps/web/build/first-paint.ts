import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The stylesheet goes into index.html: the shell paints from the first response, with no
 * render-blocking request before it (issue 20, first paint). The CSS is small (about 6 KB
 * compressed) and the page is a single-page app, so it is sent once a visit. The file stays, named
 * by a disabled link (never fetched): Vite's loader of lazy chunks, which lists it among their
 * dependencies, finds it there and does not fetch it again.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'croupier:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      let html = String(page.source);
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.]/g, '\\.')}"[^>]*>`,
        );
        if (!link.test(html)) continue;
        html = html.replace(
          link,
          () => `<style>${String(chunk.source)}</style><link rel="stylesheet" href="/${fileName}" disabled>`,
        );
      }
      page.source = html;
    },
  };
}

/**
 * The app starts after the shell's first paint: the entry module is preloaded at once (its download
 * overlaps the HTML), but evaluated only from a tiny deferred script, once the shell has painted (a
 * frame, and its first tiles' artwork, at most 1.5 s), so the shell's paint never waits on a script
 * and the app never replaces artwork before it shows (issue 20: FCP, LCP). A hidden tab, where frames do not come, starts it
 * at once. Inline code is not allowed by the CSP, hence a file.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'croupier:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error('index.html has no module entry to start after first paint');
      const src = entry[1] as string;
      // A visible page starts once the shell has painted: after a frame, and after the artwork of the
      // shell's first tiles (fetchpriority="high", inlined by the server) is decoded, for at most
      // 1.5 s; so the app never replaces an image before it shows. A hidden tab (a background tab,
      // a prerender), which gets no frames, starts at once.
      const code =
        `(function(){var s=0;function go(){if(!s){s=1;import(${JSON.stringify(src)})}}` +
        "if(document.visibilityState==='hidden')return go();" +
        'function paint(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
        "var imgs=[].slice.call(document.querySelectorAll('#boot img[fetchpriority]')),n=imgs.length;" +
        'if(!n)return paint();function one(){if(--n===0)paint()}' +
        'imgs.forEach(function(i){i.decode().then(one,one)});' +
        'setTimeout(go,1500)})();\n';
      const fileName = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      page.source = html.replace(
        entry[0],
        () =>
          `<link rel="modulepreload" crossorigin href="${src}">\n    <script defer src="/${fileName}"></script>`,
      );
    },
  };
}

/** Kinds worth compressing: text. Images the catalogue draws are compressed per answer by the server. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
/** Below this the compressed form saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Every asset compressed once, at build time, at the highest levels (brotli 11, gzip 9), written
 * beside it as `.br` and `.gz`; the server sends them as they are (issue 20, assets).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'croupier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(join(outDir, 'assets'))) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}
