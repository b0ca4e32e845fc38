// styled-components' theme is the one theme from shared-contracts.
import 'styled-components';
import type { Theme } from '../shared-contracts/src/theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
