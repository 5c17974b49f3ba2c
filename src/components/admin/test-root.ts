import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * For a jsdom test file: each test renders into a fresh container attached to the body, through
 * `dom.root`; afterwards the root is unmounted and the body emptied. Turns on React's act
 * environment. Call at the top level of the test file.
 */
export function renderRootPerTest(): { readonly root: Root; readonly container: HTMLDivElement } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const dom = {} as { root: Root; container: HTMLDivElement };
  beforeEach(() => {
    dom.container = document.createElement('div');
    document.body.appendChild(dom.container);
    dom.root = createRoot(dom.container);
  });
  afterEach(async () => {
    await act(async () => dom.root.unmount());
    dom.container.remove();
    document.body.innerHTML = '';
  });
  return dom;
}
