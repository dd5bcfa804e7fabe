import type { ReactNode } from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type { WrapperProps } from '@docusaurus/types';
import TypedToken from '@site/src/components/CodeTypes/TypedToken';
import type { AnnotatedToken } from '@site/src/components/CodeTypes/annotateLines';

type Props = WrapperProps<typeof TokenType>;

// In a block with types, a token may be a name with a tooltip or part of an intended compile error
// (src/components/CodeTypes); the theme's token is drawn inside what marks it.
export default function TokenWrapper(props: Props): ReactNode {
  const token = props.token as AnnotatedToken;
  const drawn = <Token {...props} />;
  return token.name || token.error || token.notes ? <TypedToken token={token}>{drawn}</TypedToken> : drawn;
}
