import type { Plugin } from 'vite';

/**
 * The browser chunk every page loads first (decision 1079): React, React DOM, React Router and
 * every module the root route imports statically (header, navigation, footer, cookie banner, the
 * shared texts' helpers). Every page loads the root and so all of these anyway; one file
 * compresses better than the twenty the bundler would cut them into. The root route itself stays
 * a file of its own (React Router loads route modules by their URL).
 */
export function shellChunk(appDirectory: string, rootRoute = 'root.tsx') {
  const shell = new Set<string>();
  const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/]dev)[\\/]|^\0rolldown[\\/]runtime/;
  const plugin: Plugin = {
    name: 'shell-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      shell.clear();
      const root = [...this.getModuleIds()].find((id) => id === `${appDirectory}${rootRoute}`);
      if (!root) return;
      const queue = [...(this.getModuleInfo(root)?.importedIds ?? [])];
      while (queue.length > 0) {
        const id = queue.pop()!;
        // The shop's own modules only: the engine's and libraries' modules are left to the
        // bundler, which drops those none of their exports is used of (a captured module is kept whole).
        if (shell.has(id) || !id.startsWith(appDirectory)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const group = { name: 'framework', test: (id: string) => framework.test(id) || shell.has(id) };
  return { plugin, group };
}
