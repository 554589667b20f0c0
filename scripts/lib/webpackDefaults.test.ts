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
