import { z } from 'zod';
import type { KvBackend } from '../store/backend.js';

/**
 * How a player wants to be asked. `auto`: the bot passes for them whenever passing is their
 * only legal answer; `full`: every window asks (no auto-pass; stops they set still apply).
 */
export const PassingMode = z.enum(['auto', 'full']);
export type PassingMode = z.infer<typeof PassingMode>;

export const PlaySettingsSchema = z.object({
  passing: PassingMode,
});
export type PlaySettings = z.infer<typeof PlaySettingsSchema>;

export const DEFAULT_PLAY_SETTINGS: PlaySettings = { passing: 'auto' };

const UserId = z.string().regex(/^\d{1,25}$/);

/**
 * Per-user play settings in the store backend (validated on the way in and out), read on every
 * move, so they are kept in memory once read (this process is the only writer of its users' settings).
 */
export class PlaySettingsStore {
  private readonly cache = new Map<string, PlaySettings>();

  constructor(
    private readonly backend: KvBackend,
    private readonly ns: string,
  ) {}

  private key(userId: string): string {
    return `${this.ns}:play-settings:${UserId.parse(userId)}`;
  }

  async get(userId: string): Promise<PlaySettings> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const settings = await this.load(userId);
    this.cache.set(userId, settings);
    return settings;
  }

  private async load(userId: string): Promise<PlaySettings> {
    const stored: unknown = await this.backend.keyv.get(this.key(userId));
    if (stored === undefined) return DEFAULT_PLAY_SETTINGS;
    const parsed = PlaySettingsSchema.safeParse(stored);
    // A record another version of the bot wrote that no longer parses falls back to the defaults.
    return parsed.success ? parsed.data : DEFAULT_PLAY_SETTINGS;
  }

  /** Last write wins: a setting is one user's own choice, nothing to merge. */
  async set(userId: string, settings: PlaySettings): Promise<void> {
    const valid = PlaySettingsSchema.parse(settings);
    await this.backend.keyv.set(this.key(userId), valid);
    this.cache.set(userId, valid);
  }
}
