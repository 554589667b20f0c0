import {hookKinds} from './apiSurface';
import {canonicalType, classMembers, hookTypes, methodReturnType} from './webpackTypes';

describe('canonicalType', () => {
  it('prints a type one way, whatever the line breaks', () => {
    expect(canonicalType('SyncBailHook<\n  [\n    | Expression\n  ],\n  boolean | void\n>')).toBe(
      'SyncBailHook<[Expression], boolean | void>',
    );
    expect(canonicalType('SyncHook<[ ]>')).toBe('SyncHook<[]>');
  });

  it('rejects what is not a type', () => {
    expect(() => canonicalType('SyncHook<[Compiler]')).toThrow('not a TypeScript type');
    expect(() => canonicalType('callback(stats)')).toThrow('not a TypeScript type');
  });
});

describe("webpack's types.d.ts", () => {
  it('gives the type of each hook', () => {
    expect(hookTypes('Compiler').get('beforeRun')).toBe('AsyncSeriesHook<[Compiler]>');
    expect(hookTypes('JavascriptParser').get('statementIf')).toMatch(/^SyncBailHook<\[IfStatement\], /);
    expect(methodReturnType('Resolver', 'ensureHook')).toBe(
      'AsyncSeriesBailHook<[ResolveRequest, ResolveContext], null | ResolveRequest>',
    );
  });

  it('lists the public members of a class without hooks', () => {
    const names = classMembers('Compilation').map((member) => member.name);
    expect(names).toEqual(expect.arrayContaining(['emitAsset', 'getAssets', 'chunkGraph', 'moduleGraph']));
    expect(names).not.toContain('hooks');
  });

  it('types every hook of the real objects, except deprecated getters', () => {
    const untyped = hookKinds().flatMap((kind) =>
      kind.names.filter((name) => kind.typeOf(name) === undefined).map((name) => `${kind.id}.${name}`),
    );
    // Compilation.hooks.normalModuleLoader only throws a deprecation pointing to NormalModule's hooks.
    expect(untyped).toEqual(['compilationHooks.normalModuleLoader']);
  });
});
