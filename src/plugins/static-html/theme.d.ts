// The component this plugin ships (./theme/StaticHtml), as the theme resolves it.
declare module '@theme/StaticHtml' {
  export {default} from '@site/src/plugins/static-html/theme/StaticHtml';
}
