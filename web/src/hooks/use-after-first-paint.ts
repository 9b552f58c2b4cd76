import { useEffect, useState } from 'react';

/** Once the app has painted, later screens start their secondary work at once. */
let painted = false;
/** A hidden tab runs no animation frames: start anyway after this long. */
const FALLBACK_MS = 250;

/**
 * False until the browser has painted the screen this component first rendered in (an animation
 * frame, then a task), true from then on (D-614). The signed-in shell's secondary parts (the
 * announcement and account-state banners, the unread-notification count, the live channel) start
 * their requests only then, so the first paint of a page waits for the page alone.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      painted = true;
      setReady(true);
    };
    const frame = requestAnimationFrame(() => {
      task = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(fallback);
    };
  }, [ready]);
  return ready;
}
