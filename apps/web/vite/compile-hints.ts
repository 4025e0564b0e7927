import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREENS, WEB_ROOT } from './first-screens';

// V8's explicit compile hint (Chrome 136 and later): the functions of a file that carries it are
// compiled as the file streams in, off the main thread, instead of one at a time on their first
// call. The first screens call most of what their chunks hold as they start (React, the router,
// Mantine, the shell), and on a phone that lazy compiling lands in the very tasks that start the app.
// So the chunks that the app's entry and the measured routes load carry it; the rest (charts, the
// barcode reader, other screens) keep V8's lazy compiling, which costs nothing until they are used.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'galla:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
      );
      const roots = FIRST_SCREENS.map((module) => path.join(WEB_ROOT, module));
      const queue = [...chunks.values()]
        .filter((chunk) => chunk.moduleIds.some((id) => roots.includes(id)))
        .map((chunk) => chunk.fileName);
      if (queue.length === 0) return this.error('compile-hints: no chunk holds a first screen');
      const hinted = new Set<string>();
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        const chunk = chunks.get(file);
        if (!chunk || hinted.has(file)) continue;
        hinted.add(file);
        // The hint applies to the functions after it; Vite may have put a line of its own first.
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        queue.push(...chunk.imports);
      }
    },
  };
}
