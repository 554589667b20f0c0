import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compilation, Compiler} from 'webpack';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment has
 * all its functions compiled as it is parsed, which for a streamed script is on a background thread,
 * instead of each one on the main thread when first called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint first, once. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** The entry's scripts (`runtime~main`, `main`): every page runs all of their module factories. */
function entryScripts(compilation: Pick<Compilation, 'entrypoints'>): string[] {
  const files = new Set<string>();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files];
}

const NAME = 'compile-hints';

/**
 * Adds the hint to the entry's scripts once they are minified (a minifier drops comments) and before
 * their content hashes are computed, so each file's name still matches its content.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const {Compilation: CompilationClass, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_DEV_TOOLING},
        () => {
          const files = entryScripts(compilation);
          if (files.length === 0) throw new Error(`${NAME}: the client build has no entry scripts`);
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.RawSource(withCompileHint(String(source.source()))),
            );
          }
        },
      );
    });
  }
}

/**
 * `main.js` runs as a page loads, and was its longest task (README, "What `main.js`'s evaluation is
 * made of"): about a third of it was V8 compiling each module factory as it was first called. With
 * the hint, that compile happens off the main thread while the script streams in.
 */
export default function compileHintsPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: NAME,
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : {plugins: [new CompileHintsPlugin()]},
  };
}
