import type { Plugin } from 'vite';

// Mantine ships one CSS file per component (@mantine/core/styles/<Name>.css) beside each component's
// class-name map (esm/components/**/<Name>.module.mjs), one to one. Importing the CSS from that map
// makes the stylesheet follow the component into whichever chunk uses it, so a route loads the CSS
// of exactly the components it renders, and a component added to a screen brings its CSS along
// without anyone keeping a list. Dependencies import their maps first, so their CSS comes first, the
// order Mantine's styles expect.
const MODULE_MAP = /\/@mantine\/core\/esm\/components\/(?:[^/]+\/)*([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentCss(): Plugin {
  return {
    name: 'galla:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const name = MODULE_MAP.exec(id.split('?')[0] ?? '')?.[1];
      if (!name) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
