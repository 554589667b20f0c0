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
  it('marks a hyphenated flag in running text, its text one child as before', () => {
    expect(run('<p>CLI: <code>--server-options-crl</code>, <code>--no-client</code></p>')).toBe(
      '<p>CLI: <code class="flag">--server-options-crl</code>, <code class="flag">--no-client</code></p>',
    );
  });

  it('leaves a flag without a hyphen inside, a longer flag than a phone line holds, other code, code blocks and tables', () => {
    for (const html of [
      '<p><code>--port</code></p>',
      '<p><code>--client-overlay-trusted-types-policy-name</code></p>',
      '<p><code>module.rules</code> <code>a-b</code> <code>--env name=x</code></p>',
      '<pre><code>--server-type</code></pre>',
      '<table><tbody><tr><td><code>--cache-type</code></td></tr></tbody></table>',
    ]) {
      expect(run(html)).toBe(html);
    }
  });
});
