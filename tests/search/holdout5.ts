/**
 * Fifth held-out list: Chinese queries for the loader and plugin pages written in Chinese on
 * 2026-11-29 (i18n/zh/pulled/), asking for a package by what it does, as a reader who does not know
 * its name would. Written before any ranking change for these pages and run once, last; the first
 * six were also typed once into a debugging harness that turned out not to merge full-text results
 * as the site does. Reported apart (README, search).
 */
import type {RelevanceQuery} from './queries';

export const chineseHoldout5: readonly RelevanceQuery[] = [
  {query: '把 CSS 注入页面', expect: '/zh/loaders/style-loader/', kind: 'task'},
  {query: '压缩图片', expect: '/zh/plugins/image-minimizer-webpack-plugin/', kind: 'task'},
  {query: '构建时用 ESLint 检查代码', expect: '/zh/plugins/eslint-webpack-plugin/', kind: 'task'},
  {query: '复制静态文件到输出目录', expect: '/zh/plugins/copy-webpack-plugin/', kind: 'task'},
  {query: 'sass-loader 配置', expect: '/zh/loaders/sass-loader/', kind: 'package'},
  {query: 'less-loader', expect: '/zh/loaders/less-loader/', kind: 'package'},
  {query: '生成 .gz 压缩文件', expect: '/zh/plugins/compression-webpack-plugin/', kind: 'task'},
  {query: '把 CSS 提取成单独的文件', expect: '/zh/plugins/mini-css-extract-plugin/', kind: 'task'},
  {query: '用 Babel 转译 JavaScript', expect: '/zh/loaders/babel-loader/', kind: 'task'},
  {query: '检查样式表的错误', expect: '/zh/plugins/stylelint-webpack-plugin/', kind: 'task'},
  {query: '在 worker 进程池里运行 loader', expect: '/zh/loaders/thread-loader/', kind: 'task'},
  {query: '把模块暴露为全局变量', expect: '/zh/loaders/expose-loader/', kind: 'task'},
  {query: '压缩 JSON 文件', expect: '/zh/plugins/json-minimizer-webpack-plugin/', kind: 'task'},
];
