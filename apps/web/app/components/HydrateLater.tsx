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
  open: boolean;
}

let gates: Map<string, Gate> | null = null;
let lastGate: Promise<void> = Promise.resolve();

/** Resolves in a task of its own, after what the current one is doing. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** entry.client, before hydrating: parts rendered from now on wait for their turn. */
export function hydrateInParts(): void {
  gates = new Map();
}

/**
 * Called once the first render has committed (every part it met has its turn): settles when they have all
 * hydrated, and parts rendered after that (a later page's) render at once. Browser tests wait for it
 * (`<html data-hydrated>`) before they click.
 */
export function partsHydrated(): Promise<void> {
  if (!gates) return Promise.resolve();
  return lastGate.then(nextTask).then(() => {
    gates = null;
  });
}

function gateOf(part: string): Gate {
  let gate = gates?.get(part);
  if (!gate) {
    const created: Gate = { open: false, promise: Promise.resolve() };
    // Each part opens in its own task, after the one before it has hydrated.
    created.promise = lastGate.then(nextTask).then(() => {
      created.open = true;
    });
    lastGate = created.promise;
    gate = created;
    gates?.set(part, gate);
  }
  return gate;
}

function Waiting({ part, children }: { part: string; children: ReactNode }) {
  if (gates) {
    const gate = gateOf(part);
    if (!gate.open) throw gate.promise;
  }
  return <>{children}</>;
}

/**
 * `children` must render one element (Preact keeps a suspended part's first node). `part` names it, the
 * same on every render: a part is hydrated once, and renders at once after that.
 *
 * Parts hydrate in the order they are first met, and a part inside another part is met only when the
 * outer one hydrates, after every part the page's root met. Preact's `useId` numbers the page in the order
 * it renders, so a part inside a part must hold nothing that calls `useId` (fields, menus, dialogs): its
 * numbers, and every later one, would differ from the server's, which the page keeps.
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
 * list on its page, `index` is the item's place in it; `children` is the item's one element, which calls
 * no `useId` (see HydrateLater).
 */
export function HydrateItemLater({ list, index, children }: { list: string; index: number; children: ReactNode }) {
  return <HydrateLater part={`${list}-${Math.floor(index / ITEMS_PER_PART)}`}>{children}</HydrateLater>;
}
