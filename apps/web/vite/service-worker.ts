import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTES } from './route-budgets';

// Emits dist/sw.js: sw/service-worker.js behind this release's precache list and its hash. Precached:
// the public files (icons, manifest) and everything the entry and the measured routes (login,
// dashboard, billing) load, so a second visit to any of them paints with no network; other chunks
// are cached the first time they are used.
function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

function precacheList(bundle: OutputBundle, publicDir: string): string[] {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const chunk of chunks) {
    const routeModule = ROUTES.some((route) =>
      route.modules.some((module) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`))),
    );
    if (chunk.isEntry || routeModule) visit(chunk);
  }
  const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return [...publicFiles, ...files].map((file) => `/${file}`).sort();
}

export function serviceWorker(): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'galla:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const precache = precacheList(bundle, publicDir);
      // Hashed names change with their content; the public files are hashed here.
      const release = createHash('sha256');
      for (const file of precache) {
        release.update(file);
        if (!file.startsWith('/assets/')) release.update(readFileSync(join(publicDir, file)));
      }
      const source = readFileSync(join(root, 'sw', 'service-worker.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const PRECACHE = ${JSON.stringify(precache)};\nconst RELEASE = '${release.digest('hex').slice(0, 16)}';\n\n${source}`,
      });
    },
  };
}
