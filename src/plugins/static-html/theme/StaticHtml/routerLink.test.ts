/** @jest-environment jsdom */
import {routerPathOf} from './routerLink';

const here = new URL('https://webpack.example/configuration/output/');

function linkTarget(attributes: Record<string, string>): Element {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = document.createElement('code');
  link.append(inner);
  return inner;
}

describe('routerPathOf', () => {
  it('follows a plain click on a page of the site, from an element inside the link', () => {
    expect(routerPathOf({target: linkTarget({href: '/concepts/#entry'})}, here)).toBe('/concepts/#entry');
    expect(routerPathOf({target: linkTarget({href: '../module/?x=1'})}, here)).toBe(
      '/configuration/module/?x=1',
    );
  });

  it.each([
    ['another site', {href: 'https://github.com/webpack/webpack/'}, {}],
    ['a new tab', {href: '/concepts/', target: '_blank'}, {}],
    ['a download', {href: '/concepts/', download: ''}, {}],
    ['a file', {href: '/branding/icon.svg'}, {}],
    ['a heading of this page', {href: '#output-path'}, {}],
    ['a modified click', {href: '/concepts/'}, {ctrlKey: true}],
    ['a middle click', {href: '/concepts/'}, {button: 1}],
    ['a handled click', {href: '/concepts/'}, {defaultPrevented: true}],
  ])('leaves %s to the browser', (_, attributes, event) => {
    expect(routerPathOf({target: linkTarget(attributes), ...event}, here)).toBeUndefined();
  });

  it('ignores clicks outside links', () => {
    expect(routerPathOf({target: document.createElement('p')}, here)).toBeUndefined();
  });
});
