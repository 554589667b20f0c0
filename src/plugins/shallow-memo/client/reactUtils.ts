// theme-common's utils/reactUtils, with its `useShallowMemoObject` replaced (see ../index.ts).
export * from 'theme-common-react-utils-original';
export {useShallowMemoObject} from './shallowMemo';
