import type { Plugin } from 'vite';
import babel from '@rolldown/plugin-babel';

/**
 * In builds: styled-components' class ids from each component's file and name, not from the order modules
 * load in, so the prerendered HTML and the browser bundle name every class alike (hydration).
 */
export async function styledComponentIds(): Promise<Plugin> {
  const plugin = await babel({
    include: /[\\/](src|stories)[\\/].*\.tsx?$/,
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
  });
  return { ...plugin, name: 'styled-component-ids' } as Plugin;
}
