import {decodeEntities} from './decodeEntities';

test('decodeEntities decodes named and numeric references and leaves unknown names', () => {
  expect(decodeEntities('a&nbsp;&amp;&lt;b&gt; &quot;c&quot; &apos;d&#39; &#x27;e&#X27; &#x41;&#66;')).toBe(
    "a &<b> \"c\" 'd' 'e' AB",
  );
  expect(decodeEntities('&unknown; & &amp')).toBe('&unknown; & &amp');
});
