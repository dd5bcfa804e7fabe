import 'react';

// The Popover API's attribute, which React 18 passes through as it is and its type declarations do not know yet.
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: '' | 'auto' | 'manual';
  }
}
