// styled-components' theme is the one theme below, for the shared UI's own type check (each remote and the
// host declare the same in types/styled.d.ts; a .d.ts is not emitted, so the build output adds nothing).
import 'styled-components';
import type { Theme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
