import { type ReactNode, Suspense } from 'react';

/**
 * Hydration in parts (decision 0066). Preact hydrates a page in one task, and on a slow phone that is a
 * long one: the main thread is busy for its whole length (React sliced its hydration into short tasks).
 * A part of the page wrapped in HydrateLater suspends once while the page first hydrates: Preact keeps
 * its server HTML as it is, then hydrates it in a task of its own, after the parts before it. Nothing
 * suspends on the server, nor once the page has hydrated.
 */
interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: boolean;
  /** How many parts met inside this one, while it hydrated, are queued right after it. */
  inner: number;
}

let gates: Map<string, Gate> | null = null;
/** The parts waiting for their turn, in the page's order. */
const queue: Gate[] = [];
/** The part hydrating in this task: a part met now is inside it. */
let current: Gate | null = null;
let running = false;
/** Who waits for every part to have hydrated (partsHydrated). */
const waiting: (() => void)[] = [];

/** Resolves in a task of its own, after what the current one is doing. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** entry.client, before hydrating: parts rendered from now on wait for their turn. */
export function hydrateInParts(): void {
  gates = new Map();
}

/**
 * Opens the next part in a task of its own (its hydration runs in that task's microtasks, where a part met
 * inside it finds it current), until none waits.
 */
function run(): void {
  if (running) return;
  running = true;
  void nextTask().then(function step() {
    current = null;
    const gate = queue.shift();
    if (!gate) {
      running = false;
      gates = null;
      for (const resolve of waiting.splice(0)) resolve();
      return;
    }
    current = gate;
    gate.open();
    void nextTask().then(step);
  });
}

/**
 * Called once the first render has committed (every part it met has its turn): settles when every part
 * has hydrated, those met inside other parts too, and parts rendered after that (a later page's) render
 * at once. Browser tests wait for it (`<html data-hydrated>`) before they click.
 */
export function partsHydrated(): Promise<void> {
  if (!gates || (!running && queue.length === 0)) {
    gates = null;
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => waiting.push(resolve));
}

/**
 * A part's turn comes in the page's order, as on the server, so that Preact's `useId` numbers what the
 * parts hold as the server did: a part met while another hydrates is inside it, and goes right after it
 * (after the parts met inside it before), ahead of the parts that follow it on the page.
 */
function gateOf(part: string): Gate {
  let gate = gates?.get(part);
  if (!gate) {
    const created = { isOpen: false, inner: 0 } as Gate;
    created.promise = new Promise<void>((resolve) => {
      created.open = () => {
        created.isOpen = true;
        resolve();
      };
    });
    if (current) queue.splice(current.inner++, 0, created);
    else queue.push(created);
    gate = created;
    gates?.set(part, gate);
    run();
  }
  return gate;
}

function Waiting({ part, children }: { part: string; children: ReactNode }) {
  if (gates) {
    const gate = gateOf(part);
    if (!gate.isOpen) throw gate.promise;
  }
  return <>{children}</>;
}

/**
 * `children` must render one element (Preact keeps a suspended part's first node). `part` names it, the
 * same on every render: a part is hydrated once, and renders at once after that.
 *
 * Parts hydrate in the page's order (gateOf), a part inside another right after it. Preact's `useId`
 * numbers the page in the order it renders, and the page keeps the server's numbers: so nothing that
 * calls `useId` (fields, menus, an open dialog) may follow a part inside the same outer part, or it would
 * be numbered before the part's contents, unlike on the server.
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Waiting part={part}>{children}</Waiting>
    </Suspense>
  );
}

/** How many items of a long list hydrate together, in one task. */
const ITEMS_PER_PART = 4;

/**
 * An item of a long list (a page of job cards): the items hydrate a few at a time, each few in a task of
 * its own after the part holding the list, so that no one task hydrates the whole list. `list` names the
 * list on its page, `index` is the item's place in it; `children` is the item's one element.
 */
export function HydrateItemLater({ list, index, children }: { list: string; index: number; children: ReactNode }) {
  return <HydrateLater part={`${list}-${Math.floor(index / ITEMS_PER_PART)}`}>{children}</HydrateLater>;
}
