// The catalogues build/message-catalogues.ts serves, precompiled to message ASTs.
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}
