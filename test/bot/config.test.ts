import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const good = { DISCORD_TOKEN: 'tok', DISCORD_APP_ID: '123456789012345678' };

describe('config', () => {
  it('fills defaults', () => {
    const c = loadConfig(good);
    expect(c.STORE_URL).toBe('sqlite://./data/archivist.sqlite');
    expect(c.TURN_TIMER_SECONDS).toBe(300);
    expect(c.DEV_GUILD_ID).toBeUndefined();
    expect(loadConfig({ ...good, DEV_GUILD_ID: '' }).DEV_GUILD_ID).toBeUndefined();
  });

  it('names every missing or bad variable', () => {
    const error = (() => {
      try {
        loadConfig({ DISCORD_APP_ID: 'abc', STORE_URL: 'mysql://x', TURN_TIMER_SECONDS: '-3' });
      } catch (e) {
        return e as ConfigError;
      }
      throw new Error('no error');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.variables.sort()).toEqual(['DISCORD_APP_ID', 'DISCORD_TOKEN', 'STORE_URL', 'TURN_TIMER_SECONDS']);
    expect(error.message).toContain('DISCORD_TOKEN: is required');
    expect(() => loadConfig({ ...good, TURN_WARNING_SECONDS: '600' })).toThrow(/TURN_WARNING_SECONDS/);
  });
});
