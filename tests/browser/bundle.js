// The browser client as the server sends it: `npm run bundle` (from
// tests/browser) reads web/ and writes web/dist/, which the binary compiles
// in. esbuild bundles and minifies web/app.js and what it imports, keeping
// each page fetched with `import()` (the tutorial, the pages around the
// tables, a review) a chunk of its own; the two style sheets become one.
// Every name carries a hash of its content (`app-3KDO2VQF.js`), so the
// server may let browsers keep them for a year; web/dist/index.html is
// web/index.html pointing at them, with the entry's static imports
// preloaded so they are fetched at once, not after the entry.
//
// `npm run bundle -- --check` builds into a temporary folder and fails if
// web/dist/ differs (scripts/test runs it: the committed bundle can never
// be stale). The source modules stay as they are, for `node --test` and
// for serving unbundled with DOMINOES_WEB_DIR=web.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

const WEB = new URL('../../web/', import.meta.url).pathname;
const DIST = join(WEB, 'dist');
/**
 * Copied as they are: fetched by name at run time, so never renamed. The
 * service worker and the app's manifest and icons are asked for at fixed
 * addresses; the offline engine's thread and its WebAssembly (built from
 * crates/offline by scripts/build-wasm) are fetched when offline play is
 * first used.
 */
const DATA = ['tutorial.json', 'sw.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png', 'offline-worker.js', 'offline-engine.js', 'offline.wasm'];

/** The languages the room speaks: one Fluent catalogue each, web/<language>.ftl (web/i18n.js). */
const LANGUAGES = ['en', 'es', 'pt-BR', 'fr'];
/** Mozilla's Fluent (@fluent/bundle, from tests/browser's packages) as one module in web/, so that the sources run unbundled and in Node. */
const FLUENT = join(WEB, 'fluent.js');

/** web/fluent.js as @fluent/bundle's modules make it. */
async function fluent() {
  const built = await build({
    entryPoints: [new URL('node_modules/@fluent/bundle/esm/index.js', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const { version } = JSON.parse(readFileSync(new URL('node_modules/@fluent/bundle/package.json', import.meta.url), 'utf8'));
  return `// @ts-nocheck\n// @fluent/bundle ${version} (Apache-2.0, https://github.com/projectfluent/fluent.js), as one module: written by tests/browser/bundle.js; do not edit.\n${built.outputFiles[0].text}`;
}

/** esbuild's form of a content hash in a name: 8 of base32's letters and digits. */
function hashName(/** @type {string} */ name, /** @type {string} */ text) {
  const digest = createHash('sha256').update(text).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let hash = '';
  for (let i = 0; i < 8; i++) hash += alphabet[digest[i] % 32];
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}-${hash}${name.slice(dot)}`;
}

/** The output files the entry needs before it runs: itself and its static imports, however deep. @param {import('esbuild').Metafile} metafile */
function firstLoad(metafile) {
  const entry = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('web/app.js'));
  if (!entry) throw new Error('esbuild wrote no entry for web/app.js');
  const first = new Set([entry[0]]);
  const visit = (/** @type {string} */ path) => {
    for (const i of metafile.outputs[path].imports.filter((i) => i.kind === 'import-statement')) {
      if (first.has(i.path)) continue;
      first.add(i.path);
      visit(i.path);
    }
  };
  visit(entry[0]);
  return first;
}

/**
 * The messages only the pages fetched when opened ask for by name: not one
 * module of the first load names them. Anything else (and every message
 * whose id is built, `error-${code}`) is in the first part.
 * @param {import('esbuild').Metafile} metafile
 */
function laterMessages(metafile) {
  const first = firstLoad(metafile);
  const english = [...readFileSync(join(WEB, 'en.ftl'), 'utf8').matchAll(/^([a-z][a-z0-9_-]*) =/gm)].map((m) => m[1]);
  const named = (/** @type {boolean} */ inFirst) => {
    const ids = new Set();
    for (const [path, output] of Object.entries(metafile.outputs)) {
      if (first.has(path) !== inFirst) continue;
      for (const input of Object.keys(output.inputs).filter((i) => existsSync(i))) {
        const text = readFileSync(input, 'utf8');
        for (const m of text.matchAll(/\bt\(\s*'([a-z0-9_-]+)'/g)) ids.add(m[1]);
        // An id built from a fixed start (`tutorial-step-${k}`): every message it can be.
        for (const m of text.matchAll(/\bt\(\s*`([a-z0-9_-]+)\$\{/g)) for (const id of english) if (id.startsWith(m[1])) ids.add(id);
      }
    }
    return ids;
  };
  const now = named(true);
  return new Set([...named(false)].filter((id) => !now.has(id)));
}

/**
 * A catalogue's messages in two parts, `later`'s in the second, with the
 * translators' comments left out (the source keeps them).
 * @param {string} text @param {Set<string>} later
 */
function split(text, later) {
  /** @type {{first: string[], more: string[]}} */
  const parts = { first: [], more: [] };
  /** @type {string[] | null} */
  let into = null;
  for (const line of text.split('\n')) {
    const id = line.match(/^([a-z][a-z0-9_-]*) =/)?.[1];
    if (id) {
      into = later.has(id) ? parts.more : parts.first;
      into.push(line);
    } else if (into && /^(\s+\S|\})/.test(line)) {
      into.push(line);
    } else {
      into = null;
    }
  }
  return { first: `${parts.first.join('\n')}\n`, more: `${parts.more.join('\n')}\n` };
}

/** Writes the bundle into `out` (created empty). */
async function bundle(/** @type {string} */ out) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const html = readFileSync(join(WEB, 'index.html'), 'utf8');
  const options = /** @type {const} */ ({
    entryPoints: [join(WEB, 'app.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    outdir: out,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  // The catalogues, each in two parts: what the first load's modules say,
  // and what only the pages fetched when opened say (web/i18n.js's
  // `more()`). Each part under a name that is its hash, told to the client.
  const graph = await build({ ...options, write: false, define: { CATALOGUES: '{}' } });
  const later = laterMessages(graph.metafile);
  /** @type {Record<string, {first: string, more: string}>} */
  const catalogues = {};
  for (const language of LANGUAGES) {
    const { first, more } = split(readFileSync(join(WEB, `${language}.ftl`), 'utf8'), later);
    const firstName = hashName(`${language}.ftl`, first);
    const moreName = hashName(`${language}-more.ftl`, more);
    writeFileSync(join(out, firstName), first);
    writeFileSync(join(out, moreName), more);
    catalogues[language] = { first: `/${firstName}`, more: `/${moreName}` };
  }

  const scripts = await build({ ...options, define: { CATALOGUES: JSON.stringify(catalogues) } });
  const outputs = Object.entries(scripts.metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('web/app.js'));
  if (!entry) throw new Error('esbuild wrote no entry for web/app.js');
  const [entryPath, entryOutput] = entry;
  // Every chunk the entry needs before it runs, however deep: the page
  // names them all, so the browser fetches them beside the entry.
  const preloads = [];
  const visit = (/** @type {import('esbuild').Metafile['outputs'][string]} */ output) => {
    for (const i of output.imports.filter((i) => i.kind === 'import-statement')) {
      if (preloads.includes(basename(i.path))) continue;
      preloads.push(basename(i.path));
      visit(scripts.metafile.outputs[i.path]);
    }
  };
  visit(entryOutput);

  // The page's style sheets, in their order, as one file.
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([\w-]+\.css)">\n?/g)];
  if (!sheets.length) throw new Error('web/index.html links no style sheet');
  const styles = await build({
    stdin: { contents: sheets.map((m) => `@import "./${m[1]}";`).join('\n'), resolveDir: WEB, loader: 'css', sourcefile: 'the-page.css' },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
    outfile: join(out, 'app.css'),
  });
  const css = styles.outputFiles[0].text;
  const cssName = hashName('app.css', css);
  writeFileSync(join(out, cssName), css);

  const script = '<script type="module" src="/app.js"></script>';
  if (!html.includes(script)) throw new Error(`web/index.html has no ${script}`);
  const page = html
    .replace(sheets.map((m) => m[0]).join(''), `<link rel="stylesheet" href="/${cssName}">\n`)
    .replace(
      script,
      [`<script type="module" src="/${basename(entryPath)}"></script>`, ...preloads.map((p) => `<link rel="modulepreload" href="/${p}">`)].join('\n'),
    );
  writeFileSync(join(out, 'index.html'), page);
  for (const file of DATA) writeFileSync(join(out, file), readFileSync(join(WEB, file)));
  // The service worker's cache is named for this bundle: a new release
  // installs a new worker, which drops the last release's cache.
  const stamp = createHash('sha256')
    .update(page)
    .update(readFileSync(join(WEB, 'offline.wasm')))
    .digest('hex')
    .slice(0, 12);
  const worker = readFileSync(join(WEB, 'sw.js'), 'utf8');
  if (!worker.includes("const CACHE = 'dominoes-dev';")) throw new Error("web/sw.js has no const CACHE = 'dominoes-dev';");
  writeFileSync(join(out, 'sw.js'), worker.replace("const CACHE = 'dominoes-dev';", `const CACHE = 'dominoes-${stamp}';`));
}

/** The names in `dir` whose content differs from `other`'s, or that only one has. */
function differences(/** @type {string} */ dir, /** @type {string} */ other) {
  const names = new Set([...(existsSync(dir) ? readdirSync(dir) : []), ...readdirSync(other)]);
  return [...names].filter((name) => {
    const a = join(dir, name);
    const b = join(other, name);
    return !existsSync(a) || !existsSync(b) || !readFileSync(a).equals(readFileSync(b));
  });
}

if (process.argv.includes('--check')) {
  if (!existsSync(FLUENT) || readFileSync(FLUENT, 'utf8') !== (await fluent())) {
    console.error('web/fluent.js is not @fluent/bundle as installed: run `npm run bundle` in tests/browser and commit it');
    process.exitCode = 1;
  }
  const fresh = mkdtempSync(join(tmpdir(), 'dominoes-bundle-'));
  try {
    await bundle(fresh);
    const stale = differences(DIST, fresh);
    if (stale.length) {
      console.error(`web/dist/ is not the bundle of web/ (differs: ${stale.join(', ')}): run \`npm run bundle\` in tests/browser and commit web/dist/`);
      process.exitCode = 1;
    } else {
      console.log('web/dist/ is the bundle of web/');
    }
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
} else {
  writeFileSync(FLUENT, await fluent());
  await bundle(DIST);
  const files = readdirSync(DIST);
  console.log(`web/dist/: ${files.length} files (${files.join(', ')})`);
}
