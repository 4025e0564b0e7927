import type { Plugin } from 'vite';

// Mantine's useId (@mantine/hooks) renders React's useId, then swaps it for a random id in a layout
// effect: a second, synchronous render of every component with an id (inputs, tabs, menus) right
// after it mounts, and, on the prerendered login, new ids on every labelled element after hydration.
// React 19's id is already unique within the root and the same on server and client, so the swap
// buys nothing here: this keeps React's id and drops the second render (opening billing: 15 fewer
// renders, 99 → 70 DOM changes). It returns what Mantine's first render does, so the prerendered
// login hydrates unchanged; the e2e app-delivery journey fails if a Mantine update stops the match.
const USE_ID = /\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

const STABLE_USE_ID = `import { useId as useReactId } from "react";
export function useId(staticId) {
	const reactId = useReactId();
	return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}
`;

export function mantineStableIds(): Plugin {
  return {
    name: 'galla:mantine-stable-ids',
    enforce: 'pre',
    transform(_code, id) {
      if (!USE_ID.test(id.split('?')[0] ?? '')) return null;
      return { code: STABLE_USE_ID, map: null };
    },
  };
}
