/**
 * At most `limit` holders at once, without a queue: `tryEnter` answers a release function, or
 * null when every place is taken (the caller refuses rather than waits).
 */
export function createGate(limit: number) {
  let inside = 0;
  return {
    tryEnter(): (() => void) | null {
      if (inside >= limit) return null;
      inside += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inside -= 1;
      };
    },
    get inside() {
      return inside;
    },
  };
}
export type Gate = ReturnType<typeof createGate>;
