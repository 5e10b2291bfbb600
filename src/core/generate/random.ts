/**
 * Seeded randomness for the generator, on pure-rand's xoroshiro128+ (a small, well-kept library, also behind
 * fast-check): the same seed gives the same numbers on every machine and Node version, which
 * `Math.random` does not promise.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** A stream of random choices from one seed. */
export interface Random {
  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** The items in a random order (a new array; Fisher–Yates). */
  shuffled<T>(items: readonly T[]): T[];
}

/**
 * A seeded random stream.
 *
 * @param seed - any 32-bit integer; equal seeds give equal streams.
 * @example createRandom(42).int(1, 9) // the same digit on every machine
 */
export function createRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed | 0);
  const int = (min: number, max: number): number => uniformInt(generator, min, max);
  return {
    int,
    shuffled(items) {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
  };
}
