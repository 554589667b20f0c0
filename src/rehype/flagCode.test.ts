import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import {unified} from 'unified';
import rehypeFlagCode from './flagCode';

function run(html: string): string {
  return String(
    unified().use(rehypeParse, {fragment: true}).use(rehypeFlagCode).use(rehypeStringify).processSync(html),
  );
}

describe('rehypeFlagCode', () => {
  it('marks a flag in running text, with one value at most, its text one child as before', () => {
    expect(run('<p>CLI: <code>--server-options-crl</code>, <code>--static</code></p>')).toBe(
      '<p>CLI: <code class="flag">--server-options-crl</code>, <code class="flag">--static</code></p>',
    );
    expect(run('<p><code>--host 0.0.0.0</code></p>')).toBe('<p><code class="flag">--host 0.0.0.0</code></p>');
  });

  it('leaves a longer flag than a phone line holds, a command, other code, code blocks and tables', () => {
    for (const html of [
      '<p><code>--client-overlay-trusted-types-policy-name</code></p>',
      '<p><code>module.rules</code> <code>a-b</code> <code>-e</code> <code>--static-reset --static ./assets</code></p>',
      '<pre><code>--server-type</code></pre>',
      '<table><tbody><tr><td><code>--cache-type</code></td></tr></tbody></table>',
    ]) {
      expect(run(html)).toBe(html);
    }
  });
});
