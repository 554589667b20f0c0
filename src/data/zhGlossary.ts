/**
 * The Chinese glossary: how this site says webpack's terms in Chinese, in one place. Translators
 * follow it; a test fails when a translated page uses a term listed under `avoid`.
 *
 * `zh` is the term to use. Where it is the English word itself, the Chinese community keeps the
 * word (loader, chunk, bundle…): write it in Latin letters with a space on each side next to
 * Chinese text. `avoid` lists renderings that read wrong to a Chinese developer, with the reason
 * in `note`.
 */
export interface GlossaryEntry {
  en: string;
  zh: string;
  note?: string;
  avoid?: readonly string[];
}

export const zhGlossary: readonly GlossaryEntry[] = [
  // Core concepts
  {en: 'bundler / module bundler', zh: '打包工具 / 模块打包工具'},
  {en: 'bundle (noun)', zh: 'bundle', note: '名词保留英文；动词“打包”'},
  {en: 'to bundle', zh: '打包'},
  {en: 'chunk', zh: 'chunk', avoid: ['代码块儿']},
  {en: 'entry / entry point', zh: '入口 / 入口起点'},
  {en: 'output', zh: '输出'},
  {en: 'loader', zh: 'loader', note: '保留英文，不译作“加载器”', avoid: ['加载器']},
  {en: 'plugin', zh: '插件'},
  {en: 'mode', zh: '模式'},
  {en: 'target (build target)', zh: '构建目标'},
  {en: 'module', zh: '模块'},
  {en: 'dependency graph', zh: '依赖图'},
  {en: 'module resolution / resolver', zh: '模块解析 / 解析器'},
  {en: 'runtime', zh: '运行时'},
  {en: 'manifest', zh: 'manifest', note: '指 webpack 的模块清单时保留英文'},
  {en: 'asset / asset module', zh: '资源 / 资源模块'},
  {en: 'code splitting', zh: '代码分离', avoid: ['代码分割']},
  {en: 'lazy loading', zh: '懒加载'},
  {en: 'tree shaking', zh: 'tree shaking'},
  {en: 'dead code', zh: '无用代码'},
  {en: 'side effects', zh: '副作用'},
  {en: 'hot module replacement (HMR)', zh: '模块热替换（HMR）'},
  {en: 'module federation', zh: '模块联邦'},
  {en: 'source map', zh: 'source map'},
  {en: 'hash / content hash', zh: '哈希 / 内容哈希'},
  {en: 'placeholder (in file names)', zh: '占位符'},
  {en: 'public path', zh: '公共路径（publicPath）'},
  {en: 'shimming', zh: 'shim 预置依赖'},
  {en: 'polyfill', zh: 'polyfill'},
  {en: 'minify / minimizer', zh: '压缩 / 压缩工具'},
  {en: 'cache / caching', zh: '缓存'},
  {en: 'long-term caching', zh: '长效缓存'},
  {en: 'watch mode', zh: '监听模式（watch mode）'},
  {en: 'dev server', zh: '开发服务器（dev server）'},
  {en: 'compiler / compilation', zh: 'compiler / compilation', note: '指 webpack 的对象时保留英文'},
  {en: 'hook / tap', zh: '钩子 / 注册（tap）'},
  {en: 'stats', zh: 'stats（构建统计信息）'},
  {en: 'externals', zh: '外部扩展（externals）'},
  {en: 'library (output.library)', zh: '库'},
  {en: 'configuration', zh: '配置'},
  {en: 'option', zh: '选项'},
  {en: 'default (value)', zh: '默认值'},
  {en: 'environment variable', zh: '环境变量'},
  {en: 'production / development', zh: '生产环境 / 开发环境'},
  {en: 'build', zh: '构建'},
  {en: 'web worker', zh: 'Web Worker'},
  {en: 'ES module (ESM)', zh: 'ES 模块（ESM）'},
  {en: 'CommonJS', zh: 'CommonJS'},
  {en: 'package', zh: '包'},
  {en: 'dependency / devDependency', zh: '依赖 / 开发依赖'},
  // npm and tooling
  {
    en: 'registry (npm)',
    zh: 'npm 仓库 / 镜像源',
    note: '“注册表”读作 Windows 注册表',
    avoid: ['注册表'],
  },
  {en: 'command line / CLI', zh: '命令行 / CLI'},
  {en: 'terminal', zh: '终端'},
  {en: 'repository', zh: '仓库'},
  {en: 'pull request', zh: 'pull request'},
  // Interface words
  {en: 'dark (colour mode)', zh: '深色', note: '“暗黑”是口语', avoid: ['暗黑']},
  {en: 'be careful / caution', zh: '注意', note: '“小心”语气像口头提醒', avoid: ['小心']},
  {en: 'Get started (button)', zh: '开始使用', note: '按钮文字用动词短语；“起步”是指南页面的标题'},
  {en: 'packing list (tutorial example)', zh: '行李清单', note: '“打包”在本站指构建', avoid: ['打包清单']},
];

/**
 * Punctuation rules for Chinese text, checked beside the glossary: zh-CN quotes are “ ”, not 「」;
 * no spaces just inside “ ”; full-width … and （） in Chinese sentences.
 */
export const zhPunctuationRules: readonly {name: string; pattern: RegExp; message: string}[] = [
  {name: 'corner-quotes', pattern: /[「」『』]/, message: '用 “ ” 而不是「」'},
  {name: 'space-inside-quotes', pattern: /“\s|\s”/, message: '“ ” 里侧不留空格'},
];
