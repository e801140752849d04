'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { earlyChecked, earlyChoice, earlyValue, markHydrated, takeEarlyClicks } from '@/lib/first-paint/early-actions';

/**
 * The one way components reach the first-paint room (lib/first-paint/early-actions.ts): they mark
 * the elements the inline recorder watches and take up what a person did before hydration.
 */
export {
  earlyClicksScope,
  holdSubmit,
  earlyChecked,
  earlyChoice,
  earlyValue,
  markHydrated,
  takeHeldSubmit,
} from '@/lib/first-paint/early-actions';

/**
 * For an element marked `data-early-clicks`: marks it hydrated as it mounts (before any event
 * reaches its handlers), then replays the clicks made on its buttons before that, in order, one
 * per task so that each click's render is done before the next.
 */
export function useEarlyClicks(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const scope = ref.current;
    if (!scope) return;
    markHydrated(scope);
    const replay = (clicks: HTMLButtonElement[]) => {
      const [first, ...rest] = clicks;
      if (!first) return;
      window.setTimeout(() => {
        first.click();
        replay(rest);
      });
    };
    replay(takeEarlyClicks(scope));
  }, [ref]);
}

/** Once, on mount: reports the control's value if the person changed it before hydration. */
export function useEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>,
  rendered: string,
  onEarly: (value: string) => void,
) {
  const mount = useRef({ rendered, onEarly });
  useEffect(() => {
    const value = earlyValue(ref.current, mount.current.rendered);
    if (value !== null) mount.current.onEarly(value);
  }, [ref]);
}

/** Once, on mount: reports the checkbox's state if the person changed it before hydration. */
export function useEarlyChecked(
  ref: RefObject<HTMLInputElement | null>,
  rendered: boolean,
  onEarly: (checked: boolean) => void,
) {
  const mount = useRef({ rendered, onEarly });
  useEffect(() => {
    const checked = earlyChecked(ref.current, mount.current.rendered);
    if (checked !== null) mount.current.onEarly(checked);
  }, [ref]);
}

/** Once, on mount: reports the value of the radio the person chose inside `ref` before hydration. */
export function useEarlyChoice(ref: RefObject<HTMLElement | null>, rendered: string, onEarly: (value: string) => void) {
  const mount = useRef({ rendered, onEarly });
  useEffect(() => {
    const value = earlyChoice(ref.current, mount.current.rendered);
    if (value !== null) mount.current.onEarly(value);
  }, [ref]);
}
