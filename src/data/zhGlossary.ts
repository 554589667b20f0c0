/**
 * The Chinese glossary: how this site says webpack's terms in Chinese, in one place. Translators
 * follow it; the writers' guide renders it (`::zh-glossary`, src/markdown/zhGlossaryTable.ts), and
 * `src/i18n/zh-text.test.ts` fails when a translated page or interface string uses a term listed
 * under `avoid`, or breaks one of the punctuation rules below.
 *
 * `zh` is the term to use. Where it is the English word itself, the Chinese webpack community keeps
 * the word (loader, chunk, bundle…): write it in Latin letters with a space on each side next to
 * Chinese text. `avoid` lists renderings that read wrong or inconsistent to a Chinese developer; an
 * avoided term must be wrong in every context, since the test does not read context. `note` says
 * why, in Chinese, for the translators' guide.
 */
export interface GlossaryEntry {
  /** The English term, as it appears in the English pages. */
  en: string;
  /** The Chinese term to use. */
  zh: string;
  /** Why, or how to use it (Chinese). */
  note?: string;
  /** Renderings that are never right on this site. */
  avoid?: readonly string[];
}

export const zhGlossary: readonly GlossaryEntry[] = [
  // Core concepts
  {
    en: 'bundler / module bundler',
    zh: '打包工具 / 模块打包工具',
    note: '社区通用的说法',
    avoid: ['打包器', '捆绑器'],
  },
  {en: 'bundle (noun)', zh: 'bundle', note: '名词保留英文；动词用“打包”', avoid: ['捆绑包']},
  {en: 'to bundle', zh: '打包'},
  {en: 'chunk', zh: 'chunk', note: '保留英文；“代码块”在本站指 Markdown 中的代码示例'},
  {en: 'chunk group', zh: 'chunk group'},
  {en: 'entry / entry point', zh: '入口 / 入口起点', note: '与社区的中文文档一致', avoid: ['入口点']},
  {en: 'output', zh: '输出'},
  {en: 'loader', zh: 'loader', note: '保留英文，不译作“加载器”', avoid: ['加载器']},
  {en: 'plugin', zh: '插件'},
  {en: 'mode', zh: '模式'},
  {en: 'target (build target)', zh: '构建目标'},
  {en: 'module', zh: '模块'},
  {en: 'dependency graph', zh: '依赖图'},
  {en: 'module resolution / resolver', zh: '模块解析 / 解析器'},
  {
    en: 'parser (module.parser, JavascriptParser)',
    zh: 'parser',
    note: '保留英文：“解析器”在本站指 resolver；parser 也是配置键 module.parser 和钩子页面的名称',
  },
  {en: 'alias', zh: '别名'},
  {en: 'runtime', zh: '运行时'},
  {en: 'manifest', zh: 'manifest', note: '指 webpack 的模块清单时保留英文'},
  {en: 'asset / asset module', zh: '资源 / 资源模块'},
  {en: 'code splitting', zh: '代码分离', note: '与社区的中文文档一致', avoid: ['代码分割']},
  {en: 'split point', zh: '分离点'},
  {en: 'cache group (splitChunks)', zh: '缓存组'},
  {en: 'chunk graph', zh: 'chunk 图'},
  {en: 'magic comment', zh: '魔法注释', note: '如 webpackChunkName'},
  {en: 'resource hint', zh: '资源提示'},
  {en: 'lazy loading', zh: '懒加载'},
  {en: 'prefetch / preload', zh: '预获取 / 预加载'},
  {en: 'tree shaking', zh: 'tree shaking', note: '保留英文', avoid: ['摇树优化', '摇树', '树摇']},
  {en: 'dead code', zh: '无用代码'},
  {en: 'side effects', zh: '副作用'},
  {en: 'scope hoisting', zh: '作用域提升（scope hoisting）'},
  {en: 'module concatenation', zh: '模块合并'},
  {en: 'optimization bailout', zh: '优化失败的原因（bailout）', note: '说明某个模块为什么没有被合并或分析'},
  {en: 'orphan module', zh: '孤立模块'},
  {en: 'barrel file', zh: '桶文件（barrel file）'},
  {en: 'context module', zh: '上下文模块（context module）'},
  {en: 'free variable', zh: '自由变量'},
  {en: 'hot module replacement (HMR)', zh: '模块热替换（HMR）'},
  {en: 'hot update', zh: '热更新'},
  {en: 'self-accepting module (HMR)', zh: '自我接受的模块'},
  {en: 'module federation', zh: '模块联邦', note: '社区通用译名', avoid: ['模块联合']},
  {en: 'container / remote (module federation)', zh: '容器 / remote'},
  {en: 'host (module federation)', zh: 'host', note: '与 remote 相对，保留英文'},
  {en: 'share scope (module federation)', zh: '共享作用域（share scope）'},
  {en: 'source map', zh: 'source map', note: '保留英文', avoid: ['源码映射']},
  {en: 'hash / content hash', zh: '哈希 / 内容哈希', note: '社区通用“哈希”', avoid: ['散列']},
  {en: 'placeholder (in file names)', zh: '占位符'},
  {en: 'public path', zh: '公共路径（publicPath）'},
  {en: 'shimming', zh: 'shim 预置依赖'},
  {en: 'polyfill', zh: 'polyfill'},
  {en: 'minify / minimizer', zh: '压缩 / 压缩工具'},
  {en: 'cache / caching', zh: '缓存'},
  {en: 'long-term caching', zh: '长效缓存'},
  {en: 'persistent cache', zh: '持久化缓存'},
  {en: 'snapshot (cache)', zh: '快照'},
  {en: 'lazy compilation', zh: '懒编译'},
  {en: 'watcher / polling', zh: '监听器 / 轮询'},
  {en: 'rebuild', zh: '重新构建'},
  {en: 'incremental build', zh: '增量构建'},
  {en: 'live reload', zh: '实时重新加载（live reload）'},
  {
    en: 'watch mode',
    zh: '监听模式（watch mode）',
    note: 'watch 在本站统一译作“监听”',
    avoid: ['观察模式', 'watch 模式'],
  },
  {en: 'dev server', zh: '开发服务器（dev server）'},
  {en: 'compiler / compilation', zh: 'compiler / compilation', note: '指 webpack 的对象时保留英文'},
  {en: 'hook / tap', zh: '钩子 / 注册（tap）'},
  {en: 'child compilation', zh: '子编译'},
  {en: 'issuer (the importing module)', zh: '发起者（issuer）'},
  {en: 'layer', zh: '层（layer）'},
  {
    en: 'entry descriptor',
    zh: '入口描述符',
    note: '指 entry 的对象写法（{import, dependOn, …}）；各页面统一用“描述符”',
    avoid: ['入口描述对象'],
  },
  {en: 'async module', zh: '异步模块'},
  {
    en: 'resolve / reject (a promise)',
    zh: '兑现 / 拒绝',
    note: '指 Promise 的结果：“以 undefined 兑现”“promise 会被拒绝”；“解析”在本站指模块解析，不用于 Promise',
  },
  {en: 'fully specified (request)', zh: '完全限定'},
  {en: 'processAssets stage', zh: '阶段（stage）'},
  {en: 'loader context', zh: 'loader 上下文'},
  {en: 'records (recordsPath)', zh: 'records', note: '保留英文'},
  {en: 'infrastructure logging', zh: '基础设施日志'},
  {en: 'stats', zh: 'stats（构建统计信息）'},
  {
    en: 'externals / external module',
    zh: '外部扩展（externals）',
    note: 'webpack 不打包、在运行时从外部取得的模块；单个模块也叫“外部扩展”，不混用 external',
    avoid: ['external 模块'],
  },
  {en: 'library (output.library)', zh: '库'},
  {en: 'UMD', zh: '通用模块定义（UMD）'},
  {en: 'configuration', zh: '配置'},
  {en: 'option', zh: '选项'},
  {en: 'default (value)', zh: '默认值'},
  {en: 'environment variable', zh: '环境变量'},
  {en: 'production / development', zh: '生产环境 / 开发环境'},
  {en: 'build', zh: '构建'},
  {en: 'web worker', zh: 'Web Worker'},
  {en: 'ES module (ESM)', zh: 'ES 模块（ESM）'},
  {en: 'classic script', zh: '传统脚本'},
  {en: 'named export / default export', zh: '具名导出 / 默认导出'},
  {en: 'import attributes', zh: '导入属性'},
  {en: 'bare specifier', zh: '裸模块说明符（bare specifier）'},
  {en: 'server-side rendering', zh: '服务端渲染'},
  {en: 'vendor chunk', zh: '第三方库（vendor）chunk'},
  {
    en: 'module loader (AMD, RequireJS)',
    zh: '模块加载工具',
    note: '“加载器”留作禁用词：webpack 的 loader 保留英文',
  },
  {en: 'CommonJS', zh: 'CommonJS'},
  {en: 'package', zh: '包'},
  {en: 'dependency / devDependency', zh: '依赖 / 开发依赖'},
  {en: 'lockfile', zh: '锁文件'},
  {en: 'symlink', zh: '符号链接'},
  {en: 'performance hints / size budget', zh: '性能提示 / 体积预算'},
  {en: 'type stripping (TypeScript)', zh: '类型剥离'},
  {en: 'peer dependency', zh: '对等依赖（peerDependencies）'},
  {en: 'subpath exports (package.json exports)', zh: '子路径导出'},
  {en: 'conditional exports (package.json exports)', zh: '条件导出'},
  {en: 'boilerplate', zh: '样板代码'},
  // Migration and project pages
  {en: 'migrate / migration', zh: '迁移'},
  {en: 'breaking change', zh: '破坏性变更'},
  {en: 'deprecated', zh: '已弃用'},
  {
    en: 'deprecation code (DEP_WEBPACK_…)',
    zh: '弃用编号',
    note: '“弃用代码”读作“被弃用的源代码”',
    avoid: ['弃用代码'],
  },
  {en: 'glossary', zh: '术语表'},
  {en: 'license', zh: '许可证'},
  {en: 'contributor / maintainer', zh: '贡献者 / 维护者'},
  // npm and tooling
  {
    en: 'registry (npm)',
    zh: 'npm 源（registry）',
    note: '“注册表”读作 Windows 注册表；“仓库”留给代码仓库（repository）',
    avoid: ['注册表'],
  },
  {en: 'command line / CLI', zh: '命令行 / CLI'},
  {en: 'terminal', zh: '终端'},
  {en: 'repository', zh: '仓库'},
  {en: 'pull request / issue', zh: 'pull request / issue', note: '保留英文'},
  {en: 'commit', zh: '提交'},
  // Interface words
  {en: 'dark (colour mode)', zh: '深色', note: '“暗黑”是口语', avoid: ['暗黑']},
  {en: 'be careful / caution', zh: '注意', note: '“小心”语气像口头提醒', avoid: ['小心']},
  {en: 'Get started (button)', zh: '开始使用', note: '按钮文字用动词短语；“起步”是指南页面的标题'},
  {en: 'packing list (tutorial example)', zh: '行李清单', note: '“打包”在本站指构建', avoid: ['打包清单']},
];

/** Han characters: what makes a piece of text Chinese. */
export const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
/** Han characters and full-width punctuation. */
const CHINESE = `${HAN}\\u3000-\\u303f\\uff00-\\uffef`;

export interface PunctuationRule {
  name: string;
  /**
   * Where the mistake is in a piece of text (code and URLs are never given to it): the index of
   * the first one, or -1.
   */
  find: (text: string) => number;
  /** Only apply to text that contains Han characters. */
  chineseOnly?: boolean;
  /** What to write instead (Chinese, shown in the test failure and the guide). */
  message: string;
}

const matching = (pattern: RegExp) => (text: string) => text.search(pattern);
const isChinese = (char: string | undefined) => char !== undefined && new RegExp(`[${CHINESE}]`).test(char);
const hasHan = (text: string) => new RegExp(`[${HAN}]`).test(text);

/**
 * An ASCII parenthesis used as punctuation in Chinese text: right after or before Chinese, or around
 * Chinese words. A call such as `url()` or `new URL(…, import.meta.url)` (the `(` directly after a
 * name or another bracket) is code, not punctuation, and is left alone.
 */
function asciiParenthesis(text: string): number {
  const open: {at: number; call: boolean}[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '(') {
      const call = /[\w$)\]]/.test(text[i - 1] ?? '');
      if (!call && isChinese(text.slice(0, i).trimEnd().at(-1))) return i;
      open.push({at: i, call});
    } else if (text[i] === ')') {
      const opener = open.pop();
      if (!opener || opener.call) continue;
      if (isChinese(text.slice(i + 1).trimStart()[0]) || hasHan(text.slice(opener.at, i))) return opener.at;
    }
  }
  return -1;
}

/**
 * Punctuation and spacing rules for Chinese text, checked beside the glossary on every translated
 * page and interface string. Each rule is shown to catch its mistake in src/i18n/zhText.test.ts.
 */
export const zhPunctuationRules: readonly PunctuationRule[] = [
  {name: 'corner-quotes', find: matching(/[「」『』]/), message: '引号用 “ ”，不用「」'},
  {name: 'space-inside-quotes', find: matching(/“\s|\s”/), message: '“ ” 的内侧不留空格'},
  {
    name: 'ascii-ellipsis',
    find: matching(/\.\.\.|。。。/),
    chineseOnly: true,
    message: '中文句子里的省略号用 …',
  },
  {name: 'ascii-parentheses', find: asciiParenthesis, message: '中文句子里的括号用全角（）'},
  {
    // Only a soft break (a plain newline in the source): a hard break (`\` or two spaces at the end
    // of the line) is given to the rules as U+2028 and renders as a line break.
    name: 'line-break',
    find: matching(new RegExp(`[${CHINESE}][ \\t]*\\n|\\n[ \\t]*[${CHINESE}]`)),
    message:
      '中文段落里不要换行：段落中的换行会显示成一个多余的空格。把两行连成一行（与英文相接处留一个空格）',
  },
  {
    name: 'space-before-fullwidth-punctuation',
    find: matching(/[ \t][（）。，、；：！？]/),
    message: '全角标点前不留空格（全角标点自带间距）',
  },
  {
    name: 'han-latin-spacing',
    find: matching(new RegExp(`[${HAN}][A-Za-z0-9]|[A-Za-z0-9][${HAN}]`)),
    message: '汉字与英文字母或数字之间留一个空格',
  },
];
