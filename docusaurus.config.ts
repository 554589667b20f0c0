import type {Config} from '@docusaurus/types';
export default {
  title: 'webpack', url: 'http://localhost', baseUrl: '/',
  future: {v4: true, faster: true},
  markdown: {format: 'detect'},
  presets: [['classic', {docs: {routeBasePath: '/', remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true, converters: ['yarn', 'pnpm']}]]}, blog: false, pages: false}]],
} satisfies Config;
