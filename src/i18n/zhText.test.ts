import {checkMarkdown, checkMessages, checkText} from './zhText';

const rules = (text: string) => checkText(text).map((p) => p.rule);

describe('checkText', () => {
  it('accepts text that follows the conventions', () => {
    expect(rules('webpack 会把 `src/index.js` 打包成一个 bundle（也就是“输出”）…')).toEqual([]);
    expect(rules('English text (with parentheses) and an ellipsis...')).toEqual([]);
    // Calls are code, not parentheses.
    expect(rules('使用标准的 new Worker(new URL(…, import.meta.url)) 语法。')).toEqual([]);
    expect(rules('解析 CSS 中的 @import 和 url()，像处理 import 一样。')).toEqual([]);
  });

  it('finds each avoided glossary term, saying what to use', () => {
    const [problem] = checkText('把库发布到 npm 注册表。');
    expect(problem).toMatchObject({rule: 'avoid:注册表', excerpt: '把库发布到 npm 注册表。'});
    expect(problem!.message).toContain('npm 源（registry）');
    expect(rules('切换到暗黑模式')).toEqual(['avoid:暗黑']);
    expect(rules('请小心')).toEqual(['avoid:小心']);
    expect(rules('一份打包清单')).toEqual(['avoid:打包清单']);
    expect(rules('使用代码分割')).toEqual(['avoid:代码分割']);
    expect(rules('与入口描述对象相同')).toEqual(['avoid:入口描述对象']);
    expect(rules('搜索弃用代码')).toEqual(['avoid:弃用代码']);
    expect(rules('一个对应容器的 external 模块')).toEqual(['avoid:external 模块']);
    expect(rules('在 watch 模式下')).toEqual(['avoid:watch 模式']);
    expect(rules('在监听模式（watch mode）下，用入口描述符和弃用编号')).toEqual([]);
  });

  it('finds each punctuation mistake', () => {
    expect(rules('标有「需要维护者」的项目')).toEqual(['corner-quotes']);
    expect(rules('所谓“ bundle”')).toEqual(['space-inside-quotes']);
    expect(rules('所谓“bundle ”')).toEqual(['space-inside-quotes']);
    expect(rules('需要维护者...')).toEqual(['ascii-ellipsis']);
    expect(rules('最新的文档请参阅 v5 (当前版本)')).toEqual(['ascii-parentheses']);
    expect(rules('用 CommonJS (CJS) 格式')).toEqual(['ascii-parentheses']);
    expect(rules('最新版本为{link} (5)。')).toEqual(['ascii-parentheses']);
    expect(rules('新增的 API (实验性)')).toEqual(['ascii-parentheses']);
    expect(rules('运行webpack命令')).toEqual(['han-latin-spacing']);
    expect(rules('共3个页面')).toEqual(['han-latin-spacing']);
    expect(rules('取值为数字 （毫秒）')).toEqual(['space-before-fullwidth-punctuation']);
    expect(rules('例如 x ，或者 y')).toEqual(['space-before-fullwidth-punctuation']);
    expect(rules('完整的请求：x。\n相关的字符串')).toEqual(['line-break']);
    expect(rules('钩子 和\nContextModuleFactory 钩子')).toEqual(['line-break']);
    expect(rules('Default: x\n视为 x')).toEqual(['line-break']);
    // A hard break (U+2028 here) is a line break on the page; English may wrap freely.
    expect(rules('Type: x\u2028Default: not set — 视为 x')).toEqual([]);
    expect(rules('English text that\nwraps')).toEqual([]);
  });

  it('finds English verbs standing as the verb of a Chinese sentence', () => {
    for (const text of [
      '返回一个 promise，在服务器开始监听后 resolve。',
      'promise 会 resolve 为模块的命名空间对象。',
      '如果没有文件匹配，promise 会被 reject。',
      'promise 以 x resolve；否则',
      '使用 resolve 后的值',
      '就像一个已经 resolved 的 promise',
      '把错误传给回调、reject x 的 promise',
      '它不是 promise 的 reject：',
      '在 processAssets 之后 emit 文件',
      '资源已经 emitted。',
      '把一个 callback 传给它',
      '没有匹配时使用 fallback。',
    ]) {
      expect([text, rules(text)]).toEqual([text, ['english-verb']]);
    }
  });

  it('leaves English verbs that name a thing, glosses and code alone', () => {
    for (const text of [
      '在两个 resolve 钩子中，返回 x 会跳过解析',
      '其他 resolve 选项',
      'emit 阶段之后',
      '加载时抛出异常或被拒绝（reject），就尝试下一个',
      '经过输出比对（compared for emit）的资源',
      'resolve.fallback 和 resolve.alias 都已移除',
      'resolve 和 resolveLoader', // allowed: a heading naming two configuration keys
      'The promise resolves to the namespace object.',
      'promise 的结果是模块的命名空间对象。',
    ]) {
      expect([text, rules(text)]).toEqual([text, []]);
    }
  });
});

describe('checkMarkdown', () => {
  const page = (body: string, frontMatter = 'title: 起步') => `---\n${frontMatter}\n---\n\n${body}\n`;
  const found = (body: string, frontMatter?: string) =>
    checkMarkdown('x.md', page(body, frontMatter)).map((p) => [p.rule, p.line]);

  it('reads prose, headings, tables, link text, admonition titles and the front matter, but not code', () => {
    expect(found('正文没有问题，`代码分割` 和 [链接](/x/) 也没有。\n\n```js\n// 代码分割\n```')).toEqual([]);
    expect(found('## 代码分割 {#code-splitting}')).toEqual([['avoid:代码分割', 5]]);
    expect(found('| a | b |\n| - | - |\n| 暗黑 | x |')).toEqual([['avoid:暗黑', 7]]);
    expect(found('见 [代码分割](/guides/code-splitting/)')).toEqual([['avoid:代码分割', 5]]);
    expect(found(':::tip[小心]\n正文\n:::')).toEqual([['avoid:小心', 5]]);
    expect(found('正文', 'title: 代码分割\nrelated:\n  - title: 暗黑\n    url: /x/')).toEqual([
      ['avoid:代码分割', 1],
      ['avoid:暗黑', 1],
    ]);
  });

  it('finds a soft line break in a Chinese paragraph, on its line, but not a hard break', () => {
    expect(found('第一行。\n第二行。')).toEqual([['line-break', 5]]);
    expect(found('See the `code`\nand 其中的 [链接](/x/)\n第三行。')).toEqual([['line-break', 6]]);
    expect(found('- 列表项 和\n  [链接](/x/)：说明')).toEqual([['line-break', 5]]);
    expect(found('类型：`string`\\\n默认值：不设置')).toEqual([]);
    expect(found('第一段。\n\n第二段。')).toEqual([]);
  });

  it('reads English verbs outside code only', () => {
    expect(found('promise 会 `resolve` 吗？调用 `this.emit()`。')).toEqual([]);
    expect(found('一行。\n\npromise 会被 reject。')).toEqual([['english-verb', 7]]);
  });

  it('sees code spans as words, for spacing and parentheses', () => {
    expect(found('运行`webpack`命令')).toEqual([['han-latin-spacing', 5]]);
    expect(found('调用 `foo()` (见下文)')).toEqual([['ascii-parentheses', 5]]);
    expect(found('Type: `number` （毫秒）')).toEqual([['space-before-fullwidth-punctuation', 5]]);
  });

  it('finds italics on Chinese text and ** that did not parse', () => {
    expect(found('这里*也*包含')).toEqual([['italic', 5]]);
    expect(found('*emphasis* in English is fine')).toEqual([]);
    expect(found('**注意：**这是')).toEqual([['unparsed-strong', 5]]);
    expect(found('**注意**：这是')).toEqual([]);
  });
});

describe('checkMessages', () => {
  it('checks every message and names its id', () => {
    expect(
      checkMessages({
        'theme.a': {message: '切换浅色/深色模式'},
        'theme.b': {message: '「{heading}」的直接链接'},
      }).map((p) => [p.id, p.rule]),
    ).toEqual([['theme.b', 'corner-quotes']]);
  });
});
