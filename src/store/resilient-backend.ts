import type { KvBackend } from './backend.js';

/** The store could not be reached in time: the operation was not carried out. */
export class StoreUnavailableError extends Error {
  override readonly name: string = 'StoreUnavailableError';
  constructor(readonly operation: string, options?: { cause?: unknown }) {
    super(`the store did not answer ${operation} in time`, options);
  }
}

/** A write was sent but its answer was lost, and the store went away before it could be checked. */
export class StoreUncertainError extends StoreUnavailableError {
  override readonly name = 'StoreUncertainError';
}

export interface ResilienceOptions {
  /** Longest wait for one call (ms). */
  timeoutMs: number;
  /** Further attempts after a failed one. */
  retries: number;
  /** Wait before the first retry (ms); doubled for each next one. */
  backoffMs: number;
  /** Told when calls start failing and when they succeed again. */
  onHealth?: (healthy: boolean, error?: unknown) => void;
  /** Told of every call that failed all its attempts (the metrics count them). */
  onFailure?: (operation: string, error: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Store calls within one click's budget: 3 × 1.4 s plus 100 + 200 ms of backoff stays under 4.5 s,
 * so the player hears back within 5 s. A retry also covers a deadline missed only because the
 * event loop was busy when the answer came in.
 */
export const DEFAULT_RESILIENCE: ResilienceOptions = { timeoutMs: 1_400, retries: 2, backoffMs: 100 };

function withTimeout<T>(promise: Promise<T>, ms: number, operation: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(operation)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A backend whose every call has a deadline and a bounded number of retries with backoff; past
 * them it throws StoreUnavailableError, so a click is answered within seconds instead of waiting
 * on a store that is gone.
 *
 * A compare-and-swap whose answer was lost may still have been written. Before it is tried again,
 * the key is read: holding our new text means our write landed (true); holding anything but the
 * text we expected means someone else wrote (false); so a retry never applies a change twice.
 */
export function resilientBackend(inner: KvBackend, options: ResilienceOptions = DEFAULT_RESILIENCE): KvBackend {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let healthy = true;
  const health = (ok: boolean, error?: unknown): void => {
    if (ok === healthy) return;
    healthy = ok;
    options.onHealth?.(ok, error);
  };

  async function attempt<T>(operation: string, call: (attemptNo: number) => Promise<T>): Promise<T> {
    let last: unknown;
    for (let n = 0; n <= options.retries; n++) {
      if (n > 0) await sleep(options.backoffMs * 2 ** (n - 1));
      try {
        const value = await withTimeout(call(n), options.timeoutMs, operation);
        health(true);
        return value;
      } catch (error) {
        last = error;
      }
    }
    health(false, last);
    options.onFailure?.(operation, last);
    throw last instanceof StoreUnavailableError ? last : new StoreUnavailableError(operation, { cause: last });
  }

  // Plain keyv entries (indexes, settings, decks, leagues) get the same deadlines: each of these calls
  // is idempotent (a set writes a whole value, a delete removes one), so retrying it is safe.
  const keyv = new Proxy(inner.keyv, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || !['get', 'set', 'delete', 'has'].includes(String(prop))) return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => attempt(`a ${String(prop)}`, () => method.apply(target, args));
    },
  });

  return {
    kind: inner.kind,
    keyv,
    getRaw: (key) => attempt('a read', () => inner.getRaw(key)),
    keysWithPrefix: (prefix) => attempt('a key listing', () => inner.keysWithPrefix(prefix)),
    deleteKey: (key) => attempt('a delete', () => inner.deleteKey(key)),
    durabilityWarning: () => inner.durabilityWarning(),
    close: () => inner.close(),
    async compareAndSwap(key, expected, next) {
      // Set once a write was sent and no answer came back: it may still land later, even after a read
      // showed the old text (it can wait in a connection pool's queue), so the outcome stays open until a
      // definite answer: our text read back, another text read back (ours can then never match), or a reply.
      let unanswered = false;
      try {
        return await attempt('a write', async (n) => {
          if (n > 0) {
            const current = await inner.getRaw(key);
            if (current === next) return true;
            if (current !== expected) return false;
          }
          unanswered = true;
          const swapped = await inner.compareAndSwap(key, expected, next);
          return swapped;
        });
      } catch (error) {
        if (unanswered) throw new StoreUncertainError('a write', { cause: error });
        throw error;
      }
    },
  };
}

/** Whether an error, or one it was caused by, is the store being out of reach. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof StoreUnavailableError) return true;
  return false;
}
