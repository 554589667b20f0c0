// The component this plugin ships (./theme/ProjectPanel), as the theme resolves it.
declare module '@theme/ProjectPanel' {
  export {default} from '@site/src/plugins/example-projects/theme/ProjectPanel';
}
