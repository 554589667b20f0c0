/**
 * How an assertion reads on the page, per language. The block's lines are test vocabulary; readers
 * get a sentence in the page's language with the same values as inline code.
 */
import type {AssertionBody} from './parse';

export type Part = string | {code: string};
export type Language = 'en' | 'zh';

const code = (value: string): Part => ({code: value});

/** `a`, `b` and `c` / `a`、`b` 和 `c`. */
function list(values: string[], language: Language): Part[] {
  const parts: Part[] = [];
  values.forEach((value, i) => {
    if (i > 0) {
      const last = i === values.length - 1;
      parts.push(language === 'zh' ? (last ? ' 和 ' : '、') : last ? ' and ' : ', ');
    }
    parts.push(code(value));
  });
  return parts;
}

const english = (a: AssertionBody): Part[] => {
  switch (a.kind) {
    case 'build-fails':
      return ['The build fails.'];
    case 'prints':
      return [a.negated ? 'webpack does not print ' : 'webpack prints ', code(a.text)];
    case 'emits':
      return [a.negated ? 'webpack does not emit ' : 'webpack emits ', ...list(a.files, 'en')];
    case 'contains':
      return [code(a.file), a.negated ? ' does not contain ' : ' contains ', code(a.text)];
    case 'option':
      return [code(a.path), ' resolves to ', code(a.value)];
    case 'module-type':
      return [code(a.module), ' has the module type ', code(a.type)];
    case 'module-loader':
      return [code(a.module), a.negated ? ' is not processed by ' : ' is processed by ', code(a.loader)];
    case 'module-rule':
      if (a.rule === undefined) return [code(a.module), ' matches no rule in ', code('module.rules')];
      return [code(a.module), a.negated ? ' does not match ' : ' matches ', code(`module.rules[${a.rule}]`)];
    case 'module-chunk':
      return [code(a.module), a.negated ? ' is not in the chunk ' : ' is in the chunk ', code(a.chunk)];
    case 'module-layer':
      return [code(a.module), ' is in the layer ', code(a.layer)];
    case 'module-bundled':
      return [code(a.module), a.negated ? ' is not bundled' : ' is bundled'];
    case 'entrypoint-chunks':
      return ['The entry point ', code(a.entrypoint), ` loads ${a.count} chunk${a.count === 1 ? '' : 's'}`];
  }
};

const chinese = (a: AssertionBody): Part[] => {
  switch (a.kind) {
    case 'build-fails':
      return ['构建失败。'];
    case 'prints':
      return [a.negated ? 'webpack 不会打印 ' : 'webpack 打印出 ', code(a.text)];
    case 'emits':
      return [a.negated ? 'webpack 不生成 ' : 'webpack 生成 ', ...list(a.files, 'zh')];
    case 'contains':
      return [code(a.file), a.negated ? ' 中不包含 ' : ' 中包含 ', code(a.text)];
    case 'option':
      return [code(a.path), ' 解析为 ', code(a.value)];
    case 'module-type':
      return [code(a.module), ' 的模块类型是 ', code(a.type)];
    case 'module-loader':
      return [code(a.module), a.negated ? ' 不经过 ' : ' 经过 ', code(a.loader), ' 处理'];
    case 'module-rule':
      if (a.rule === undefined) return [code(a.module), ' 不匹配 ', code('module.rules'), ' 中的任何规则'];
      return [code(a.module), a.negated ? ' 不匹配 ' : ' 匹配 ', code(`module.rules[${a.rule}]`)];
    case 'module-chunk':
      return [code(a.module), a.negated ? ' 不在 chunk ' : ' 在 chunk ', code(a.chunk), ' 中'];
    case 'module-layer':
      return [code(a.module), ' 位于 layer ', code(a.layer), ' 中'];
    case 'module-bundled':
      return [code(a.module), a.negated ? ' 没有被打包' : ' 被打包进了输出'];
    case 'entrypoint-chunks':
      return ['入口 ', code(a.entrypoint), ` 加载 ${a.count} 个 chunk`];
  }
};

export function phrase(assertion: AssertionBody, language: Language): Part[] {
  return language === 'zh' ? chinese(assertion) : english(assertion);
}

/** The box's heading: what the list below it is, and which configuration of an array it is about. */
export function heading(webpackVersion: string, language: Language, compiler?: string): Part[] {
  if (language === 'zh') {
    return compiler === undefined
      ? [`已用 webpack ${webpackVersion} 构建这个示例，结果如下：`]
      : [`已用 webpack ${webpackVersion} 构建这个示例，其中配置 `, code(compiler), ' 的结果如下：'];
  }
  return compiler === undefined
    ? [`Checked by building this example with webpack ${webpackVersion}:`]
    : [
        `Checked by building this example with webpack ${webpackVersion}, configuration `,
        code(compiler),
        ':',
      ];
}
