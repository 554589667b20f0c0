/**
 * What the docs depend on in one webpack release, read from its package directory (the installed
 * one, or an older release unpacked by scripts/webpack-update.ts): its version, the type of each
 * option path, each hook's type in types.d.ts, its CLI flags and the defaults it computes per mode.
 *
 *   tsx scripts/lib/webpackSnapshot.ts <webpack package dir> [<webpack-cli package dir>]   (prints JSON)
 *
 * Run as a process of its own, so that `require` loads that release's own lib/ and schema.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {flattenOptions, optionTypes} from './drift';
import type {JsonSchema} from './schemaPaths';
import {hookTypes, parseTypes} from './webpackTypes';

// Each release's own code, loaded from its directory.
const load = createRequire(__filename);

/** Classes whose `hooks` the API pages document (scripts/lib/apiSurface.ts lists the same). */
export const HOOK_OWNERS = [
  'Compiler',
  'Compilation',
  'JavascriptParser',
  'NormalModuleFactory',
  'ContextModuleFactory',
  'MultiCompiler',
  'ResolverFactory',
] as const;

export const MODES = ['production', 'development', 'none'] as const;

export interface Snapshot {
  version: string;
  options: Record<string, string>;
  hooks: Record<string, Record<string, string>>;
  cliFlags: string[];
  defaults: Record<string, Record<string, string>>;
}

/** webpack-cli's own flags (not the ones it makes from webpack's options), from its `--help`. */
function ownCliFlags(cliDir: string, core: Set<string>): string[] {
  const help = execFileSync(process.execPath, [path.join(cliDir, 'bin', 'cli.js'), '--help'], {
    encoding: 'utf8',
    env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const own = new Set<string>();
  for (const match of help.matchAll(/^\s+(?:-\w,\s+)?--([a-z0-9][a-z0-9-]*)/gm)) {
    const name = match[1]!;
    if (!core.has(name) && !(name.startsWith('no-') && core.has(name.slice(3)))) own.add(name);
  }
  return [...own];
}

export function takeSnapshot(dir: string, cliDir?: string): Snapshot {
  const {version} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string};
  const schema = JSON.parse(
    fs.readFileSync(path.join(dir, 'schemas', 'WebpackOptions.json'), 'utf8'),
  ) as JsonSchema;
  const types = parseTypes(fs.readFileSync(path.join(dir, 'types.d.ts'), 'utf8'));
  const hooks: Snapshot['hooks'] = {};
  for (const owner of HOOK_OWNERS) {
    try {
      hooks[owner] = Object.fromEntries(hookTypes(owner, types));
    } catch {
      hooks[owner] = {};
    }
  }
  // The package's own entry (its `cli` and `config` exports moved between files across releases).
  const webpack = load(dir) as {
    cli: {getArguments: () => Record<string, unknown>};
    config: {
      getNormalizedWebpackOptions: (config: object) => Record<string, unknown>;
      applyWebpackOptionsDefaults: (options: object) => void;
    };
  };
  const core = Object.keys(webpack.cli.getArguments());
  const cliFlags = [...core, ...(cliDir ? ownCliFlags(cliDir, new Set(core)) : [])];

  const {getNormalizedWebpackOptions, applyWebpackOptionsDefaults} = webpack.config;
  // What `webpack()` applies before the compiler exists (the context, infrastructureLogging).
  const {applyWebpackOptionsBaseDefaults} = load(path.join(dir, 'lib', 'config', 'defaults.js')) as Record<
    string,
    (options: object) => void
  >;
  const context = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-snapshot-'));
  const defaults: Snapshot['defaults'] = {};
  try {
    for (const mode of MODES) {
      const options = getNormalizedWebpackOptions({mode, context, target: 'web'});
      applyWebpackOptionsBaseDefaults!(options);
      applyWebpackOptionsDefaults(options);
      // The temporary directory differs between runs: write it as <context>.
      const flat = flattenOptions(options);
      defaults[mode] = Object.fromEntries(
        [...flat].map(([key, value]) => [key, value.split(context).join('<context>')]),
      );
    }
  } finally {
    fs.rmSync(context, {recursive: true, force: true});
  }
  return {version, options: Object.fromEntries(optionTypes(schema)), hooks, cliFlags, defaults};
}

if (require.main === module) {
  const [dir, cliDir] = process.argv.slice(2);
  if (!dir) throw new Error('usage: tsx scripts/lib/webpackSnapshot.ts <webpack dir> [<webpack-cli dir>]');
  process.stdout.write(JSON.stringify(takeSnapshot(path.resolve(dir), cliDir && path.resolve(cliDir))));
}
