/**
 * Words the search box treats as the same when it matches titles and headings: the Chinese glossary's
 * pairs (a Chinese reader types 别名 for the `resolve.alias` heading), and groups the glossary does
 * not hold because they are not translation rules (abbreviations, a Chinese word for an option that
 * keeps its English name). Each group lists equivalent terms; a query word equal to one of them
 * also matches the others.
 */
import {zhGlossary} from './zhGlossary';

export const extraSynonymGroups: readonly (readonly string[])[] = [
  ['代理', 'proxy'],
  ['端口', 'port'],
  ['命令行接口', '命令行', 'cli', 'command line'],
  // The British spelling some headings use (Optimisation) is a word of its own, not a typo.
  ['优化', 'optimization', 'optimisation'],
  ['内容哈希', 'contenthash'],
  ['构建目标', 'target'],
  ['模块解析', '解析', 'resolve'],
  ['开发服务器', 'devserver', 'dev server'],
  ['环境变量', 'environment variables', 'env'],
  ['外部扩展', 'externals'],
  // How readers say a build is slow or should be faster; the pages say "performance".
  ['速度', '更快', '加快', '太慢', '变慢', '性能', 'speed', 'faster', 'slow', 'performance'],
  // Readers say 打包 for a build; the pages say 构建 (and 打包 only for bundling).
  ['打包', '构建'],
  [
    '区别',
    '异同',
    '对比',
    '比较',
    '差异',
    'difference',
    'differences',
    'comparison',
    'compare',
    'versus',
    'vs',
  ],
  ['后缀', '扩展名', 'extension', 'extensions'],
  ['名字', '名称', 'name'],
  ['图片', '图像', 'image', 'images'],
  ['内联', 'inline', 'inlining'],
  ['打开', 'open'],
  ['浏览器', 'browser'],
  ['微前端', 'micro frontend', 'micro frontends', '模块联邦', 'module federation'],
  ['gz', 'gzip', 'brotli', 'compression', 'compress'],
  ['检查', '校验', '验证', 'check', 'validate', 'validation'],
  ['文件系统', 'filesystem', 'file system'],
  ['监听', 'watch'],
  ['统计信息', 'stats'],
  ['入口', 'entry'],
  // 出口 (as in 入口和出口) and 垫片 are what many Chinese tutorials call output and a shim; the pages
  // say 输出 and shim.
  ['输出', '出口', 'output'],
  ['垫片', 'shim', 'shimming'],
  [
    '模块热替换',
    '热替换',
    '热更新',
    '热重载',
    'hmr',
    'hot module replacement',
    'hot reload',
    'hot reloading',
  ],
  ['开发工具', 'devtool'],
  ['实验', 'experiments'],
  ['文件名', 'filename'],
  ['规则', 'rules'],
  ['代码压缩', '压缩', 'minimize', 'minification'],
  ['分包', '代码分割', 'code splitting'],
  ['目录', '文件夹', 'directory', 'folder'],
  ['清理', '清空', '清除', '删除', 'clean', 'cleaning', 'cleanup', 'delete', 'remove'],
  ['开启', '启用', 'enable', 'enabling'],
  ['api', 'interface', '接口'],
  // Readers 引入 an image or a stylesheet; the guides 加载 it (加载图片, 加载 CSS).
  ['引入', '加载'],
  // What many Chinese tutorials call lazy loading and a DLL; the pages say 懒加载 and DLL.
  ['按需加载', '懒加载', 'lazy loading', 'lazy load'],
  ['动态链接库', 'dll'],
  ['箭头函数', 'arrow function', 'arrowfunction'],
];

/** Splits a glossary cell into its terms: `入口 / 入口起点` → 入口, 入口起点; notes in brackets dropped. */
function glossaryTerms(cell: string): string[] {
  return cell
    .split(' / ')
    .map((term) =>
      term
        .replace(/\s*[(（][^)）]*[)）]/g, '')
        .trim()
        .toLowerCase(),
    )
    .filter((term) => term.length > 1);
}

/**
 * The glossary's pairs whose Chinese term is not the English word itself, with the renderings the
 * glossary tells translators to avoid: the pages never use them, but readers who learned them
 * elsewhere type them (摇树优化 for tree shaking, 加载器 for loader). An entry of as many English as
 * Chinese terms pairs them in order (`production / development` ↔ `生产环境 / 开发环境` is two pairs,
 * not four words for one thing); its renderings to avoid go with each pair.
 */
export function glossarySynonymGroups(): string[][] {
  const groups: string[][] = [];
  const addGroup = (en: string[], zh: string[]) => {
    const chinese = zh.filter((term, i, all) => !en.includes(term) && all.indexOf(term) === i);
    if (en.length > 0 && chinese.length > 0) groups.push([...chinese, ...en]);
  };
  for (const entry of zhGlossary) {
    const en = glossaryTerms(entry.en);
    const zh = glossaryTerms(entry.zh);
    const avoid = (entry.avoid ?? []).flatMap(glossaryTerms);
    if (en.length > 1 && en.length === zh.length)
      en.forEach((term, i) => addGroup([term], [zh[i]!, ...avoid]));
    else addGroup(en, [...zh, ...avoid]);
  }
  return groups;
}

/** Every synonym group: the glossary's, then the extra ones. */
export function searchSynonymGroups(): string[][] {
  return [...glossarySynonymGroups(), ...extraSynonymGroups.map((group) => [...group])];
}
