import nodeModuleExports from 'node:module';
import {checkDefault, readDefault, type Scenario} from './webpackDefaults';
import type {DefaultStatement} from './defaultStatement';

const production: Scenario = {mode: 'production', target: 'web', probes: []};
const clauses = (
  ...list: Partial<Extract<DefaultStatement, {kind: 'clauses'}>['clauses'][number]>[]
): DefaultStatement => ({
  kind: 'clauses',
  clauses: list.map((clause) => ({modes: [], targets: [], otherwise: false, probes: [], ...clause})),
});

describe('readDefault', () => {
  it('reads what webpack computes for a mode, a target and extra settings', () => {
    expect(readDefault('output.filename', production)).toEqual({kind: 'value', value: '[name].js'});
    expect(
      readDefault('output.filename', {...production, probes: [{key: 'output.module', expression: 'true'}]}),
    ).toEqual({
      kind: 'value',
      value: '[name].mjs',
    });
    expect(readDefault('output.globalObject', {...production, target: 'node'})).toEqual({
      kind: 'value',
      value: 'global',
    });
  });

  it('reads an option inside an unset object with that object set to {}', () => {
    expect(readDefault('output.library.type', production)).toEqual({kind: 'value', value: 'var'});
  });

  it('writes package.json into the context directory', () => {
    const probes = [{key: 'package.json', expression: "{name: 'my-app'}"}];
    expect(readDefault('output.uniqueName', {...production, probes})).toEqual({
      kind: 'value',
      value: 'my-app',
    });
    expect(readDefault('output.uniqueName', production)).toEqual({kind: 'value', value: ''});
  });

  it('applies the base defaults webpack() applies before it creates the compiler', () => {
    expect(readDefault('infrastructureLogging.level', production)).toEqual({kind: 'value', value: 'info'});
    expect(readDefault('infrastructureLogging.stream', production)).toEqual({
      kind: 'value',
      value: process.stderr,
    });
  });

  it('computes as on a Node.js without type stripping, whatever Node.js runs the test', () => {
    const nodeModule = nodeModuleExports as unknown as Record<string, unknown>;
    const own = Object.getOwnPropertyDescriptor(nodeModule, 'stripTypeScriptTypes');
    // Node.js 22.6+ has it; on older versions the test adds one, as those versions would.
    if (!own) nodeModule.stripTypeScriptTypes = (source: string) => source;
    // A name of its own, so that no options computed by another test are reused.
    const scenario: Scenario = {...production, probes: [{key: 'name', expression: "'type-stripping'"}]};
    const typescript = {key: 'experiments.typescript', expression: 'true'};
    try {
      expect(readDefault('experiments.typescript', scenario)).toEqual({kind: 'value', value: false});
      expect(readDefault('resolve.tsconfig', scenario)).toEqual({kind: 'value', value: undefined});
      expect(
        readDefault('resolve.tsconfig', {...scenario, probes: [...scenario.probes, typescript]}),
      ).toEqual({kind: 'value', value: true});
      expect(typeof nodeModule.stripTypeScriptTypes).toBe('function');
    } finally {
      if (!own) delete nodeModule.stripTypeScriptTypes;
    }
  });

  it('reads the default of context without the context directory the other readings use', () => {
    expect(readDefault('context', production)).toEqual({kind: 'value', value: process.cwd()});
  });

  it('reads the default of mode and target with the option left out, not the scenario setting', () => {
    expect(readDefault('mode', production)).toEqual({kind: 'value', value: undefined});
    expect(readDefault('target', {...production, target: 'node'})).toEqual({kind: 'value', value: 'web'});
    const browserslist = [{key: 'package.json', expression: "{browserslist: ['defaults']}"}];
    expect(readDefault('target', {...production, probes: browserslist})).toEqual({
      kind: 'value',
      value: 'browserslist',
    });
    // Other options still see the scenario's target.
    expect(readDefault('externalsPresets.node', {...production, target: 'node'})).toEqual({
      kind: 'value',
      value: true,
    });
  });

  it('says why a path cannot be read', () => {
    expect(
      readDefault('optimization.splitChunks.cacheGroups.{cacheGroup}.minSize', production),
    ).toMatchObject({
      kind: 'unreachable',
      reason: '{cacheGroup} stands for any key',
    });
  });
});

describe('checkDefault', () => {
  it('accepts what webpack computes in all six scenarios', () => {
    const result = checkDefault(
      'output.pathinfo',
      clauses({expression: 'true', modes: ['development']}, {expression: 'false', otherwise: true}),
    );
    expect(result).toEqual({mismatches: [], compared: 6});
  });

  it('names every scenario a wrong default is stated for', () => {
    const result = checkDefault('output.pathinfo', clauses({expression: 'true'}));
    expect(result.mismatches).toEqual([
      'production, target web: stated true, webpack gives false',
      'production, target node: stated true, webpack gives false',
      'none, target web: stated true, webpack gives false',
      'none, target node: stated true, webpack gives false',
    ]);
  });

  it('checks a value under a "with" setting and "the value of" another option', () => {
    const module = [{key: 'output.module', expression: 'true'}];
    expect(
      checkDefault('output.iife', clauses({expression: 'true'}, {expression: 'true', probes: module}))
        .mismatches,
    ).toContain('development, target web, with output.module: true: stated true, webpack gives false');
    expect(
      checkDefault('output.workerWasmLoading', clauses({valueOfOption: 'output.wasmLoading'})).mismatches,
    ).toEqual([]);
    expect(
      checkDefault('output.workerWasmLoading', clauses({valueOfOption: 'output.chunkLoading'})).mismatches[0],
    ).toBe(
      "development, target web: stated the value of output.chunkLoading ('jsonp'), webpack gives 'fetch'",
    );
  });

  it('compares a map webpack makes with Object.create(null) like an object literal', () => {
    const filesystem = [{key: 'cache.type', expression: "'filesystem'"}];
    const stated = (dependency: string) =>
      clauses(
        {expression: `{defaultWebpack: [{dependency: ${dependency}, optional: false}]}`, probes: filesystem},
        {},
      );
    expect(
      checkDefault('cache.buildDependencies', stated("path.join(process.cwd(), 'node_modules/webpack/lib/')"))
        .mismatches,
    ).toEqual([]);
    expect(
      checkDefault('cache.buildDependencies', stated("path.join(process.cwd(), 'lib/')")).mismatches[0],
    ).toMatch(/^development, target web, with cache.type: 'filesystem': stated \{ defaultWebpack/);
  });

  it("has the scenario's context directory in scope as context", () => {
    expect(checkDefault('resolve.roots', clauses({expression: '[context]'})).mismatches).toEqual([]);
    expect(checkDefault('resolve.roots', clauses({expression: '[process.cwd()]'})).mismatches[0]).toMatch(
      /^development, target web: stated \[ '.+' \], webpack gives \[ '.+webpack-docs-defaults.+' \]$/,
    );
  });

  it('has the parts of process in scope that webpack reads, and names a stream by its class', () => {
    expect(
      checkDefault('infrastructureLogging.stream', clauses({expression: 'process.stderr'})).mismatches,
    ).toEqual([]);
    expect(
      checkDefault(
        'infrastructureLogging.colors',
        clauses({expression: "process.stderr.isTTY && process.env.TERM !== 'dumb'"}),
      ).mismatches,
    ).toEqual([]);
    expect(
      checkDefault('infrastructureLogging.level', clauses({expression: 'process.stderr'})).mismatches[0],
    ).toMatch(
      /^development, target web: stated a (WriteStream|Socket|SyncWriteStream), webpack gives 'info'$/,
    );
  });

  it('checks the kind of a value stated as "a function" or "an array"', () => {
    const unsafeCache = clauses(
      {valueKind: 'function', modes: ['development']},
      {expression: 'false', otherwise: true},
    );
    expect(checkDefault('module.unsafeCache', unsafeCache).mismatches).toEqual([]);
    expect(checkDefault('module.unsafeCache', clauses({valueKind: 'function'})).mismatches).toContain(
      'production, target web: stated a function, webpack gives false',
    );
    expect(checkDefault('module.defaultRules', clauses({valueKind: 'array'})).mismatches).toEqual([]);
    expect(checkDefault('output.filename', clauses({valueKind: 'array'})).mismatches[0]).toBe(
      "development, target web: stated an array, webpack gives '[name].js'",
    );
  });

  it('wants a value for every scenario and an object for "see the properties below"', () => {
    expect(
      checkDefault('output.pathinfo', clauses({expression: 'true', modes: ['development']})).mismatches,
    ).toContain('production, target web: no value stated');
    expect(checkDefault('output.environment', {kind: 'properties'}).mismatches).toEqual([]);
    expect(checkDefault('output.filename', {kind: 'properties'}).mismatches[0]).toMatch(
      /stated "see the properties below", webpack gives '\[name\]\.js'/,
    );
  });
});
