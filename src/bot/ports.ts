import type { Action, GameSetup, GameState, Outcome, PlayerId } from '../engine/types.js';
import type { CardFace, GameView } from '../engine/view-types.js';

/** The engine surface the bot uses (src/engine/index.ts); tests may pass a small fake. */
export interface EnginePort {
  createGame(setup: GameSetup): GameState;
  legalActions(state: GameState, player: PlayerId): Action[];
  apply(state: GameState, player: PlayerId, action: Action): Outcome;
  view(state: GameState, viewer: PlayerId | 'public'): GameView;
  describeAction(state: GameState, player: PlayerId, action: Action): string;
  actingPlayers(state: GameState): PlayerId[];
}

/** Pictures (render/); each returns a PNG. */
export interface Renderers {
  renderBoard(view: GameView): Promise<Buffer> | Buffer;
  renderHand(cards: CardFace[], memory: CardFace[]): Promise<Buffer> | Buffer;
}

export interface Clock {
  now(): number;
}

export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export const systemScheduler: Scheduler = {
  setTimeout: (fn, ms) => {
    // Node caps timers at ~24.8 days; deadlines are far shorter.
    const handle = setTimeout(fn, Math.max(0, Math.min(ms, 2_000_000_000)));
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A clock and scheduler that only move when told to (tests fast-forward with it). */
export class ManualTime implements Clock, Scheduler {
  private nowMs: number;
  private seq = 0;
  private readonly pending = new Map<number, { at: number; fn: () => void }>();

  constructor(start = 1_700_000_000_000) {
    this.nowMs = start;
  }
  now(): number {
    return this.nowMs;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const handle = ++this.seq;
    this.pending.set(handle, { at: this.nowMs + Math.max(0, ms), fn });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  get scheduled(): number {
    return this.pending.size;
  }
  /** Moves time forward, running every callback that falls due, in order. */
  advance(ms: number): void {
    const end = this.nowMs + ms;
    for (;;) {
      let next: [number, { at: number; fn: () => void }] | undefined;
      for (const entry of this.pending) if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
      if (!next) break;
      this.pending.delete(next[0]);
      this.nowMs = Math.max(this.nowMs, next[1].at);
      next[1].fn();
    }
    this.nowMs = end;
  }
}
