import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES } from './route-budgets';

// Two sets of modules for the chunks of vite.config.ts, read off the module graph once the build has
// read it, so that no one keeps a list and a change to a screen moves its modules by itself (the
// route budgets show what that costs):
// - the Mantine components the first screens import (the app's entry and the measured routes'
//   modules, with all they import statically): the framework chunk holds only those, so the dashboard
//   and billing do not fetch the Menu, Stepper or NumberInput they never draw;
// - the signed-in shell: what the signed-in layout imports statically and no page's entry does. Every
//   signed-in screen loads it; shared out as rolldown splits by default, its ~40 modules came as
//   chunks of 1–3 KB that a phone fetched in three rounds, one level of imports each.

export const WEB_ROOT = path.resolve(import.meta.dirname, '..');
/** The app's page and the first visit's login page (vite.config.ts, build inputs). */
const ENTRIES = ['src/main.tsx', 'src/login/login.ts'];
export const FIRST_SCREENS = ['src/main.tsx', ...ROUTES.flatMap((route) => route.modules)];
/** What the router loads for the signed-in layout (src/app/routes.tsx). */
const SHELL = ['src/app/signed-in-layout.tsx', 'src/lib/session-check.ts'];
/** The shell's chunk, named after the layout so the route budgets find the layout in it. */
export const SHELL_CHUNK = 'signed-in-layout';

const COMPONENT = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([A-Za-z]+)[\\/]/;
const MANTINE_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;

/** `Combobox` for `Combobox`, `ComboboxItem` and `useCombobox`: the folder a name is exported from. */
function namesFolder(name: string, folder: string): boolean {
  const bare = name.startsWith('use') ? name.slice(3) : name;
  return bare === folder || (bare.startsWith(folder) && /[A-Z]/.test(bare[folder.length] ?? ''));
}

type Graph = {
  getModuleInfo: (id: string) => { code: string | null; importedIds: readonly string[] } | null;
};

/** Every module the roots import statically, themselves included. */
function reachable(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((root) => path.join(WEB_ROOT, root));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) throw new Error(`first-screens: ${path.relative(WEB_ROOT, id)} is not in the build`);
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

export function firstScreens() {
  let mantineNames: string[] | null = null;
  let shell: Set<string> | null = null;

  const plugin: Plugin = {
    name: 'galla:first-screens',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const names = new Set<string>();
      for (const id of reachable(this, FIRST_SCREENS)) {
        if (id.includes('node_modules')) continue;
        for (const match of (this.getModuleInfo(id)?.code ?? '').matchAll(MANTINE_IMPORT)) {
          for (const part of match[1]?.split(',') ?? []) {
            const name = part.trim().split(/\s+as\s+/)[0];
            if (name) names.add(name);
          }
        }
      }
      if (names.size === 0) this.error('first-screens: the first screens import nothing from @mantine/core');
      mantineNames = [...names];
      const entries = reachable(this, ENTRIES);
      shell = new Set([...reachable(this, SHELL)].filter((id) => !entries.has(id)));
    },
    // The shell's group leaves out what the pages' entries import (vite.config.ts), so its chunk
    // imports theirs; were one of those to import the shell's chunk back, a module could run before
    // what it imports. The build stops rather than ship that.
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
      );
      const shellChunk = [...chunks.values()].find((c) => c.name === SHELL_CHUNK);
      if (!shellChunk) return this.error(`first-screens: no ${SHELL_CHUNK} chunk in the build`);
      const seen = new Set<string>();
      const queue = [...shellChunk.imports];
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        if (file === shellChunk.fileName)
          return this.error(
            `first-screens: ${SHELL_CHUNK}'s chunk imports itself through the chunks it imports`,
          );
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...(chunks.get(file)?.imports ?? []));
      }
    },
  };

  const graphRead = () => {
    if (!mantineNames || !shell)
      throw new Error('first-screens: chunks are made before the module graph was read');
    return { mantineNames, shell };
  };

  return {
    plugin,
    /** Any module but a Mantine component that no first screen uses. */
    inFramework: (id: string): boolean => {
      const folder = COMPONENT.exec(id)?.[1];
      return folder === undefined || graphRead().mantineNames.some((name) => namesFolder(name, folder));
    },
    inShell: (id: string): boolean => graphRead().shell.has(id),
  };
}
