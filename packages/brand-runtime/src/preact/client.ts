// What `react-dom/client` resolves to in a brand app build (see preactCompatAliases): Preact's
// createRoot, plus one fix that React Aria needs under Preact.
//
// React Aria copies the event a keyboard handler receives with object spread ({ ...e }, in its
// createEventHandler) and then reads key, currentTarget and target from the copy. React passes a
// SyntheticEvent whose fields are own properties, so the copy has them; Preact passes the native
// event, whose fields are getters on its prototypes, so the copy has none of them and every
// React Aria keyboard handler gives up: Escape would not close a dialog, arrow keys would not move
// between tabs or options. Before a handler sees an event, this gives the event own enumerable
// getters for those prototype fields, reading the native ones, so the spread copies them.
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';
export { default } from 'preact/compat/client';

type Getter = (this: Event) => unknown;

const fieldsByPrototype = new WeakMap<object, [string, Getter][]>();
const prepared = new WeakSet<Event>();

/** The getters of an event's prototype chain (KeyboardEvent → UIEvent → Event), by name. */
function fieldsOf(prototype: object): [string, Getter][] {
  let fields = fieldsByPrototype.get(prototype);
  if (fields) return fields;
  fields = [];
  const seen = new Set<string>();
  for (
    let p: object | null = prototype;
    p && p !== Object.prototype;
    p = Object.getPrototypeOf(p)
  ) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(p))) {
      if (seen.has(name) || !descriptor.get) continue;
      seen.add(name);
      fields.push([name, descriptor.get as Getter]);
    }
  }
  fieldsByPrototype.set(prototype, fields);
  return fields;
}

function withOwnFields(event: Event): Event {
  if (prepared.has(event)) return event;
  prepared.add(event);
  for (const [name, get] of fieldsOf(Object.getPrototypeOf(event) as object)) {
    if (Object.prototype.hasOwnProperty.call(event, name)) continue;
    Object.defineProperty(event, name, {
      configurable: true,
      enumerable: true,
      get() {
        return get.call(event);
      },
    });
  }
  return event;
}

/**
 * True from a user's discrete event (key press, click) until the end of that task: renders it
 * causes are the ones whose effects React Aria needs at once (see below).
 */
let inDiscreteEvent = false;
const discreteEvents = new Set([
  'keydown',
  'keyup',
  'click',
  'pointerdown',
  'pointerup',
  'input',
  'change',
  'focusin',
  'focusout',
  'submit',
]);
/** Effects of an earlier render waiting for the next frame (Preact's flush), if any. */
let pendingFlush: (() => void) | null = null;

const previous = options.event;
options.event = (e) => {
  if (!inDiscreteEvent && discreteEvents.has(e.type)) {
    inDiscreteEvent = true;
    // A macrotask: the render this event's state change queues (a microtask) still sees the flag.
    setTimeout(() => {
      inDiscreteEvent = false;
    });
    // Effects still waiting for a frame run first, as React flushes them before a discrete
    // update; Preact's queue is then empty and this event's effects get their own schedule.
    const flush = pendingFlush;
    pendingFlush = null;
    flush?.();
  }
  return withOwnFields(previous ? previous(e) : e);
};

/** Preact's own schedule for effects: after the next frame is painted (or 35 ms at most). */
function afterNextFrame(callback: () => void) {
  pendingFlush = callback;
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    // The 35 ms timer can fire after a test environment took the browser globals away.
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    setTimeout(() => {
      if (pendingFlush !== callback) return; // a discrete event flushed it already
      pendingFlush = null;
      callback();
    });
  };
  const timeout = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
}

// Effects (useEffect) and their clean-ups after a render caused by a key press or click run in a
// microtask, as React runs them at once after a discrete event, and React Aria counts on it:
// closing a modal removes `inert` from the page in such a clean-up, and the focus goes back to
// the button that opened it in the next animation frame, which must find the button no longer
// inert. After the next frame the focus would be lost to the body. Every other render (data
// arriving, timers) keeps Preact's schedule, after the next paint: a page's first render and its
// effects are then two tasks instead of one long one (issue 6: no long task over 100 ms).
options.requestAnimationFrame = (callback) => {
  if (inDiscreteEvent) queueMicrotask(callback);
  else afterNextFrame(callback);
};
