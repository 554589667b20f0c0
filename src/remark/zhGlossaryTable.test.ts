import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {zhGlossary} from '../data/zhGlossary';
import zhGlossaryTable from './zhGlossaryTable';

const render = (markdown: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkDirective)
      .use(remarkGfm)
      .use(zhGlossaryTable)
      .use(remarkStringify)
      .processSync(markdown),
  );

describe('zhGlossaryTable', () => {
  it('replaces ::zh-glossary with the glossary as a table, one row per entry', () => {
    const output = render('Before.\n\n::zh-glossary\n\nAfter.\n');
    const rows = output.split('\n').filter((line) => line.startsWith('|'));
    expect(rows[0]).toMatch(/^\| English +\| Chinese +\| Notes +\|$/);
    expect(rows).toHaveLength(zhGlossary.length + 2); // headings, delimiter row, entries
    expect(output).toMatch(/\| registry \(npm\) +\| npm 源（registry） +\| 不用 ~~注册表~~：“注册表”读作/);
    expect(output).toMatch(
      /\| bundler \/ module bundler +\| 打包工具 \/ 模块打包工具 +\| 不用 ~~打包器~~、~~捆绑器~~：社区通用的说法 +\|/,
    );
    expect(output).toMatch(/\| plugin +\| 插件 +\| +\|/);
    expect(output).toMatch(/^Before\.\n\n\|/);
    expect(output).toMatch(/\|\n\nAfter\.\n$/);
    expect(output).not.toContain('::');
  });

  it('has Chinese column headings with lang="zh", and refuses another language', () => {
    expect(render('::zh-glossary{lang="zh"}\n')).toMatch(/^\| 英文 +\| 中文 +\| 说明 +\|/);
    expect(() => render('::zh-glossary{lang="fr"}\n')).toThrow(/lang must be "en" or "zh"/);
  });

  it('leaves other directives alone', () => {
    expect(render('::other-thing\n')).toContain('::other-thing');
  });
});
