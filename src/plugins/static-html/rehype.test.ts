import type {Element, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {idPrefixOf, markStaticHtml, STATIC_HTML_PROPERTY} from './rehype';

/** The tag names of the elements marked in `tree`, in document order. */
function marked(tree: Root | RootContent): string[] {
  if (tree.type === 'element' && typeof tree.properties[STATIC_HTML_PROPERTY] === 'string')
    return [tree.tagName];
  return 'children' in tree ? tree.children.flatMap((child) => marked(child)) : [];
}

const html = (source: string) => fromHtml(source, {fragment: true});

/** A JSX element as MDX's hast holds it (an admonition, tabs…). */
const jsx = (name: string, children: Element['children']): RootContent =>
  ({type: 'mdxJsxFlowElement', name, attributes: [], children}) as unknown as RootContent;

describe('markStaticHtml', () => {
  it('marks paragraphs, lists, quotes and table bodies made of plain HTML, the outermost only', () => {
    const tree = html(
      '<p>Text with <a href="/concepts/">a link</a>, <code>code</code> and <strong>bold</strong>.</p>' +
        '<ul><li><p>one</p></li><li>two <em>2</em></li></ul><ol><li>first</li></ol>' +
        '<blockquote><p>quoted</p></blockquote><aside class="verified-build"><ul><li>claim</li></ul></aside>' +
        '<h2 id="x">Heading <code>x</code> <span class="badge">Added in 5.1</span></h2>',
    );
    expect(markStaticHtml(tree, 'sh-x-')).toBe(6);
    expect(marked(tree)).toEqual(['p', 'ul', 'ol', 'blockquote', 'aside', 'h2']);
  });

  it('marks a heading with its own id, only once it has one', () => {
    const tree = html(
      '<h2 id="outputfilename">output.filename</h2><h3>No id yet</h3><h1 id="title">Title</h1>',
    );
    markStaticHtml(tree, 'sh-x-');
    const ids = (tree.children as Element[]).map((element) => element.properties[STATIC_HTML_PROPERTY]);
    expect(ids).toEqual(['outputfilename', undefined, undefined]);
  });

  it('leaves out what needs React in the browser, and finds plain blocks inside it', () => {
    const tree = html(
      '<ul><li><p>install it:</p><pre><code>npm i</code></pre></li><li>plain item</li></ul>' +
        '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
        '<details><summary>more</summary><p>hidden text</p></details>' +
        '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled> done</li></ul>',
    );
    markStaticHtml(tree, 'sh-x-');
    // The list with a code block is not marked, its paragraph is; a table's body is, the table
    // (a scrolling region) is not; nothing inside <details>; a task list is theme-classic's.
    expect(marked(tree)).toEqual(['p', 'tbody']);
  });

  it('looks inside JSX elements but never marks a block holding one', () => {
    const tree: Root = {
      type: 'root',
      children: [
        jsx('admonition', html('<p>inside a tip</p>').children as Element['children']),
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{type: 'mdxJsxTextElement', name: 'Badge', attributes: [], children: []} as never],
        },
      ],
    };
    markStaticHtml(tree, 'sh-x-');
    expect(marked(tree)).toEqual(['p']);
    expect(marked(tree.children[1]!)).toEqual([]);
  });

  it('gives each block an id of its own, or keeps the one it has', () => {
    const tree = html('<p>one</p><ul><li>two</li></ul><ol id="footnotes"><li>three</li></ol><p>four</p>');
    markStaticHtml(tree, 'sh-x-');
    const ids = (tree.children as Element[]).map((element) => element.properties[STATIC_HTML_PROPERTY]);
    expect(ids).toEqual(['sh-x-0', 'sh-x-1', 'footnotes', 'sh-x-2']);
  });
});

describe('idPrefixOf', () => {
  it('differs between files and does not depend on where the site is checked out', () => {
    const a = idPrefixOf(`${process.cwd()}/docs/configuration/output.md`);
    expect(a).toMatch(/^sh-[0-9a-f]{6}-$/);
    expect(idPrefixOf(`${process.cwd()}/docs/configuration/module.md`)).not.toBe(a);
    expect(idPrefixOf('docs/configuration/output.md')).toBe(a);
  });
});
