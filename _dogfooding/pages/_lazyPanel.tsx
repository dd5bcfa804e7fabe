import type { ReactNode } from 'react';

export default function LazyPanel(): ReactNode {
  return <p>The lazily loaded panel is here.</p>;
}
