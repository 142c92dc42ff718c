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

  it('reads the several-process settings and refuses SQLite when processes share the store', () => {
    const c = loadConfig(good);
    expect(c.MULTI_PROCESS).toBe(false);
    expect(c.LEASE_TTL_SECONDS).toBe(15);
    expect(c.SHARD_COUNT).toBeUndefined();
    expect(loadConfig({ ...good, SHARD_COUNT: 'auto' }).SHARD_COUNT).toBe('auto');
    const shards = loadConfig({ ...good, SHARD_COUNT: '8', SHARD_IDS: '2,3' });
    expect([shards.SHARD_COUNT, shards.SHARD_IDS]).toEqual([8, [2, 3]]);
    expect(() => loadConfig({ ...good, SHARD_COUNT: '2', SHARD_IDS: '2' })).toThrow(/SHARD_IDS: every id must be below SHARD_COUNT/);
    expect(() => loadConfig({ ...good, SHARD_IDS: '0' })).toThrow(/SHARD_IDS/);
    expect(() => loadConfig({ ...good, MULTI_PROCESS: 'true' })).toThrow(/STORE_URL: a SQLite file serves one process only/);
    expect(() => loadConfig({ ...good, CLUSTER_PROCESSES: '4', STORE_URL: 'sqlite://./x.sqlite' })).toThrow(ConfigError);
    const multi = loadConfig({ ...good, MULTI_PROCESS: '1', STORE_URL: 'redis://127.0.0.1:6379', INSTANCE_ID: 'bot-1' });
    expect([multi.MULTI_PROCESS, multi.INSTANCE_ID]).toEqual([true, 'bot-1']);
    expect(loadConfig({ ...good, CLUSTER_PROCESSES: '1' }).CLUSTER_PROCESSES).toBe(1);
    expect(() => loadConfig({ ...good, INSTANCE_ID: 'has space' })).toThrow(/INSTANCE_ID/);
    expect(loadConfig({ ...good, HTTP_PORT: '9464' }).HTTP_PORT).toBe(9464);
  });
});
