// What `react-dom` resolves to in a brand app build (see preactCompatAliases): preact/compat, with
// one fix in createPortal that React Aria Components needs under Preact.
//
// React Aria Components builds a collection (tabs, list box and menu items) by rendering the items
// through a portal into its own small stand-in document, which offers createElement only: React
// creates elements with ownerDocument.createElement, Preact 11 with
// ownerDocument.createElementNS(namespace, type), and Preact removes a node with node.remove(),
// which its stand-in nodes lack. Such a container gets a createElementNS that calls its
// createElement and gives the node a remove(); real DOM containers are left alone.
// The stand-in nodes also call themselves comments (nodeType 8, for React DevTools), and
// Preact 11 steps over comment nodes when it moves children: re-ordering the items (a sorted
// table) then corrupted the collection (a duplicate key, or a page that hangs). Each stand-in
// node is made an element (nodeType 1), which is what it stands for.
import {
  createPortal as compatPortal,
  findDOMNode,
  flushSync,
  hydrate,
  render,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  version,
} from 'preact/compat';

interface StandInNode {
  nodeType?: number;
  parentNode?: { removeChild(child: StandInNode): void } | null;
  remove?: () => void;
}

interface StandInDocument {
  createElement?: (type: string) => StandInNode;
  createElementNS?: (namespace: string | null, type: string) => StandInNode;
}

const ELEMENT_NODE = 1;

function remove(this: StandInNode) {
  this.parentNode?.removeChild(this);
}

export const createPortal: typeof compatPortal = (children, container) => {
  const doc = container as unknown as StandInDocument;
  if (typeof doc.createElementNS !== 'function' && typeof doc.createElement === 'function') {
    const createElement = doc.createElement;
    doc.createElementNS = (_namespace, type) => {
      const node = createElement.call(doc, type);
      if (typeof node.remove !== 'function') node.remove = remove;
      node.nodeType = ELEMENT_NODE;
      return node;
    };
  }
  return compatPortal(children, container);
};

// The rest of the react-dom API as preact/compat implements it, named and as the default export
// (react-aria-components imports react-dom's default).
export {
  findDOMNode,
  flushSync,
  hydrate,
  render,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  version,
};
export default {
  createPortal,
  findDOMNode,
  flushSync,
  hydrate,
  render,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  version,
};
