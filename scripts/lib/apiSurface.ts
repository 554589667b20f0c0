/**
 * What the API pages document, read from webpack itself: the hooks of real objects (a compiler, a
 * compilation, its module factories, a JavaScript parser, a multi-compiler, a resolver) with their
 * types from types.d.ts, and the public members of `Compiler` and `Compilation`.
 */
import os from 'node:os';
import {createRequire} from 'node:module';
import webpack from 'webpack';
import {classMembers, hookTypes, methodReturnType} from './webpackTypes';

const require = createRequire(__filename);

export interface HookKind {
  id: string;
  label: string;
  /** The page, without extension: `docs/api/compiler-hooks`. */
  page: string;
  /** Names a heading may put before `.hooks.` (`compiler.hooks.done`). */
  owners: string[];
  /** The hooks of a real object, in creation order. */
  names: string[];
  /** The type types.d.ts gives a hook, or undefined when it declares none (a deprecated getter). */
  typeOf: (hook: string) => string | undefined;
}

export interface MemberKind {
  id: string;
  label: string;
  page: string;
  owners: string[];
  /** Public, not deprecated members in types.d.ts. */
  names: string[];
}

interface RealObjects {
  compiler: webpack.Compiler;
  compilation: webpack.Compilation;
  normalModuleFactory: {hooks: object};
  contextModuleFactory: {hooks: object};
  parser: {hooks: object};
  multiCompiler: webpack.MultiCompiler;
  resolver: {hooks: object};
}

let objects: RealObjects | undefined;
function realObjects(): RealObjects {
  if (objects) return objects;
  const config = {
    context: os.tmpdir(),
    entry: './index.js',
    mode: 'production' as const,
    infrastructureLogging: {level: 'none' as const},
  };
  const compiler = webpack(config);
  const params = compiler.newCompilationParams();
  const JavascriptParser = require('webpack/lib/javascript/JavascriptParser') as new () => {hooks: object};
  objects = {
    compiler,
    compilation: compiler.newCompilation(params),
    normalModuleFactory: params.normalModuleFactory as unknown as {hooks: object},
    contextModuleFactory: params.contextModuleFactory as unknown as {hooks: object},
    parser: new JavascriptParser(),
    multiCompiler: webpack([config, {...config, name: 'second'}]),
    resolver: compiler.resolverFactory.get('normal', {dependencyType: 'esm'}) as unknown as {hooks: object},
  };
  return objects;
}

const typesOf = (owner: string) => {
  let types: Map<string, string> | undefined;
  return (hook: string) => (types ??= hookTypes(owner)).get(hook);
};

/** Every hook kind the coverage report and the hook-type test know. */
export function hookKinds(): HookKind[] {
  const real = realObjects();
  const resolverKnown = typesOf('Resolver');
  return [
    {
      id: 'compilerHooks',
      label: 'Compiler hooks',
      page: 'docs/api/compiler-hooks',
      owners: ['compiler'],
      names: Object.keys(real.compiler.hooks),
      typeOf: typesOf('Compiler'),
    },
    {
      id: 'compilationHooks',
      label: 'Compilation hooks',
      page: 'docs/api/compilation-hooks',
      owners: ['compilation'],
      names: Object.keys(real.compilation.hooks),
      typeOf: typesOf('Compilation'),
    },
    {
      id: 'parserHooks',
      label: 'JavascriptParser hooks',
      page: 'docs/api/parser',
      owners: ['parser'],
      names: Object.keys(real.parser.hooks),
      typeOf: typesOf('JavascriptParser'),
    },
    {
      id: 'normalModuleFactoryHooks',
      label: 'NormalModuleFactory hooks',
      page: 'docs/api/normalmodulefactory-hooks',
      owners: ['normalModuleFactory', 'factory'],
      names: Object.keys(real.normalModuleFactory.hooks),
      typeOf: typesOf('NormalModuleFactory'),
    },
    {
      id: 'contextModuleFactoryHooks',
      label: 'ContextModuleFactory hooks',
      page: 'docs/api/contextmodulefactory-hooks',
      owners: ['contextModuleFactory', 'factory'],
      names: Object.keys(real.contextModuleFactory.hooks),
      typeOf: typesOf('ContextModuleFactory'),
    },
    {
      id: 'multiCompilerHooks',
      label: 'MultiCompiler hooks',
      page: 'docs/api/node',
      owners: ['multiCompiler'],
      names: Object.keys(real.multiCompiler.hooks),
      typeOf: typesOf('MultiCompiler'),
    },
    {
      id: 'resolverFactoryHooks',
      label: 'ResolverFactory hooks',
      page: 'docs/api/resolvers',
      owners: ['resolverFactory'],
      names: Object.keys(real.compiler.resolverFactory.hooks),
      typeOf: typesOf('ResolverFactory'),
    },
    {
      id: 'resolverHooks',
      label: 'Resolver hooks',
      page: 'docs/api/resolvers',
      owners: ['resolver'],
      names: Object.keys(real.resolver.hooks),
      // The four hooks every resolver has are typed one by one; the steps of the pipeline are all
      // what `resolver.ensureHook()` returns.
      typeOf: (hook) => resolverKnown(hook) ?? methodReturnType('Resolver', 'ensureHook'),
    },
  ];
}

/** The public members of `Compiler` and `Compilation` (not deprecated, not `_internal`). */
export function memberKinds(): MemberKind[] {
  const names = (owner: string) =>
    classMembers(owner)
      .filter((member) => !member.deprecated)
      .map((member) => member.name);
  return [
    {
      id: 'compilerMembers',
      label: 'Compiler methods and properties',
      page: 'docs/api/compiler-object',
      owners: ['compiler'],
      names: names('Compiler'),
    },
    {
      id: 'compilationMembers',
      label: 'Compilation methods and properties',
      page: 'docs/api/compilation-object',
      owners: ['compilation'],
      names: names('Compilation'),
    },
  ];
}
