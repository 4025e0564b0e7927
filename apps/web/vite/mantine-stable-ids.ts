import type { Plugin } from 'vite';

// Mantine's useId (@mantine/hooks) renders React's useId, then swaps it for a random id in a layout
// effect: a second, synchronous render of every component with an id (inputs, tabs, menus) right
// after it mounts. React 19's id is already unique within the root, so the swap buys nothing here:
// this keeps React's id and drops the second render (opening billing: 15 fewer renders, 99 → 70 DOM
// changes). The build fails if a Mantine update moves the file, rather than silently render twice.
const USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from "react";
export function useId(staticId) {
	const reactId = useReactId();
	return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}
`;

export function mantineStableIds(): Plugin {
  let replaced = false;
  return {
    name: 'galla:mantine-stable-ids',
    apply: 'build',
    enforce: 'pre',
    transform(_code, id) {
      if (!USE_ID.test(id.split('?')[0] ?? '')) return null;
      replaced = true;
      return { code: STABLE_USE_ID, map: null };
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(`No module matched ${USE_ID}: has @mantine/hooks moved useId?`);
    },
  };
}
