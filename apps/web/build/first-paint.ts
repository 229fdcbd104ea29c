import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The stylesheet goes into index.html: the shell paints from the first response, with no
 * render-blocking request before it (ADR 034, first paint). The CSS is small (about 6 KB
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
 * The app starts after the shell's first paint (ADR 034, 036). Its modules are fetched only then: the
 * first response's bandwidth goes to the HTML and the first tiles' artwork, and the shell paints and
 * shows that artwork before any script is fetched or run; a tiny deferred script then preloads the
 * modules together (no waterfall) and imports them one per task, the entry last, so their evaluation
 * is several short tasks rather than one long one (ADR 037). It waits for a presented frame (two frames)
 * after the artwork of the shell's first tiles is decoded, for at most 1.5 s, so the app never
 * replaces an image before it shows. A hidden tab, where frames do not come, starts at once. The
 * modules are named on the script's `data-modules` (inline code is not allowed by the CSP).
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'croupier:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      let html = String(page.source);
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry) throw new Error('index.html has no module entry to start after first paint');
      const preloads: string[] = [];
      html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
        preloads.push(href);
        return '';
      });
      const code =
        '(function(){var me=document.currentScript,s=0;' +
        "var mods=(me&&me.getAttribute('data-modules')||'').split(' ').filter(Boolean);" +
        "function go(){if(s||!mods.length)return;s=1;mods.forEach(function(h){var l=document.createElement('link');" +
        "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
        'var i=0;(function next(){import(mods[i++]).then(function(){if(i<mods.length)setTimeout(next,0)})})()}' +
        "if(document.visibilityState==='hidden')return go();" +
        'function paint(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
        "var imgs=[].slice.call(document.querySelectorAll('#boot img[fetchpriority]')),n=imgs.length;" +
        'if(!n)return paint();function one(){if(--n===0)paint()}' +
        'imgs.forEach(function(i){i.decode().then(one,one)});' +
        'setTimeout(go,1500)})();\n';
      const fileName = `assets/boot-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      // The entry goes last: the script imports the modules in the order named, one per task.
      const modules = [...preloads, entry[1] as string].join(' ');
      page.source = html.replace(
        entry[0],
        () => `<script defer src="/${fileName}" data-modules="${modules}"></script>`,
      );
    },
  };
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every chunk starts with V8's compile hint. Without it V8 compiles a function on its first call, on
 * the main thread, inside the task that calls it: the app's first render and a page's first render
 * spent a third of their time compiling. With it the functions are compiled with the file, which
 * Chrome does off the main thread while the module streams in (ADR 037). The chunks hold the app's
 * code split by route, so most of what a chunk holds runs when it loads. Other browsers read a comment.
 * The hint must be the file's first line; Vite writes its dependency map at the top of a chunk late in
 * the build, so the hint goes in after it, and a source map (if one is ever built) moves a line down.
 */
export function compileHints(): Plugin {
  return {
    name: 'croupier:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/** Kinds worth compressing: text. Images the catalogue draws are compressed per answer by the server. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
/** Below this the compressed form saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Every asset compressed once, at build time, at the highest levels (brotli 11, gzip 9), written
 * beside it as `.br` and `.gz`; the server sends them as they are (ADR 034, assets).
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
