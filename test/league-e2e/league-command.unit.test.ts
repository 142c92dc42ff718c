import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageFlags, PermissionFlagsBits, type ChatInputCommandInteraction } from 'discord.js';
import pino from 'pino';
import { league, parseConfirmId, parseDisputeId, type LeagueDeps } from '../../commands/league.js';
import { openBackend, type KvBackend } from '../../src/store/backend.js';
import { LeagueService } from '../../src/league/service/league-service.js';
import { LeagueStore } from '../../src/league/service/league-store.js';
import { isOrganiser } from '../../src/league/service/organiser.js';
import type { StoredDeck } from '../../src/decks/deck-store.js';
import { renderLeagueTable } from '../../render/league.js';
import { isPng, pngSize } from '../../render/png.js';

// The /league handlers against a stand-in interaction (only what the handlers read) and a
// real in-memory SQLite store: organiser roles, deck checks and option validation, which
// the fake Discord cannot express (it gives every member the same permissions and no roles).

interface Sent {
  content: string;
  ephemeral: boolean;
  embeds: unknown[];
}

function interaction(options: {
  user: string;
  sub: string;
  group?: string;
  values?: Record<string, string | number | boolean | { id: string } | null>;
  permissions?: bigint;
  roles?: string[];
  owner?: string;
}): { i: ChatInputCommandInteraction; sent: Sent[] } {
  const sent: Sent[] = [];
  const values = options.values ?? {};
  const get = (name: string) => (name in values ? values[name] : null);
  const i = {
    user: { id: options.user, displayName: `user-${options.user}`, bot: false },
    guildId: '900',
    channelId: '901',
    guild: { ownerId: options.owner ?? '1' },
    member: { roles: options.roles ?? [] },
    memberPermissions: { bitfield: options.permissions ?? 0n },
    deferred: false,
    replied: false,
    inGuild: () => true,
    isMessageComponent: () => false,
    options: {
      getSubcommandGroup: () => options.group ?? null,
      getSubcommand: () => options.sub,
      getString: (n: string) => get(n) as string | null,
      getInteger: (n: string) => get(n) as number | null,
      getBoolean: (n: string) => get(n) as boolean | null,
      getUser: (n: string) => {
        const v = get(n) as { id: string } | null;
        return v ? { id: v.id, displayName: `user-${v.id}`, bot: false } : null;
      },
      getRole: (n: string) => get(n) as { id: string } | null,
    },
    async reply(body: { content?: string; flags?: number; embeds?: unknown[] }) {
      i.replied = true;
      sent.push({ content: body.content ?? '', ephemeral: ((body.flags ?? 0) & MessageFlags.Ephemeral) !== 0, embeds: body.embeds ?? [] });
    },
  };
  return { i: i as unknown as ChatInputCommandInteraction, sent };
}

const LEGAL: StoredDeck = { name: 'Fire Rush', savedAt: '2025-01-01T00:00:00.000Z', sourceFormat: 'plain', material: [{ uuid: 'u1', slug: 'lorraine', name: 'Lorraine', quantity: 1 }], main: [{ uuid: 'u2', slug: 'ember', name: 'Ember', quantity: 4 }], sideboard: [], standardLegal: true };
const ILLEGAL: StoredDeck = { ...LEGAL, name: 'Pile', standardLegal: false };

describe('/league handlers', () => {
  let backend: KvBackend;
  let deps: LeagueDeps;
  const run = async (args: Parameters<typeof interaction>[0]): Promise<Sent> => {
    const { i, sent } = interaction(args);
    await league.execute(i, deps);
    expect(sent).toHaveLength(1);
    return sent[0]!;
  };

  beforeEach(async () => {
    backend = await openBackend('sqlite://:memory:');
    const decks = { get: async (user: string, name: string) => (user === '20' ? [LEGAL, ILLEGAL].find((d) => d.name.toLowerCase() === name.toLowerCase()) : undefined) };
    deps = {
      leagues: new LeagueService({ store: new LeagueStore(backend, { namespace: 't' }), decks, clock: { now: () => Date.UTC(2025, 0, 1) }, logger: pino({ level: 'silent' }) }),
      renderLeagueTable: async () => Buffer.from('png'),
    };
  });
  afterEach(async () => {
    await backend.close();
  });

  it('decides organisers by Manage Server, ownership, or the organiser role set for the server', async () => {
    const create = { sub: 'create', values: { name: 'Cup', kind: 'swiss', rounds: 3 } };
    expect(await run({ user: '10', ...create })).toMatchObject({ ephemeral: true, content: expect.stringMatching(/Only organisers/) });
    expect((await run({ user: '11', ...create, values: { ...create.values, name: 'A' }, permissions: PermissionFlagsBits.ManageGuild })).ephemeral).toBe(false);
    expect((await run({ user: '1', ...create, values: { ...create.values, name: 'B' } })).ephemeral).toBe(false);

    // Only Manage Server sets the role; then its members organise.
    expect((await run({ user: '10', sub: 'organiser-role', group: 'settings', values: { role: { id: '555' } } })).content).toMatch(/Manage Server/);
    expect((await run({ user: '11', sub: 'organiser-role', group: 'settings', values: { role: { id: '555' } }, permissions: PermissionFlagsBits.ManageGuild })).content).toContain('<@&555>');
    expect((await run({ user: '10', ...create, values: { ...create.values, name: 'C' }, roles: ['555'] })).ephemeral).toBe(false);
    expect((await run({ user: '10', ...create, values: { ...create.values, name: 'D' }, roles: ['556'] })).ephemeral).toBe(true);
  });

  it('isOrganiser: administrators count, other permissions do not', () => {
    const base = { userId: '5', roleIds: [], guildOwnerId: '1' };
    expect(isOrganiser({ ...base, permissions: PermissionFlagsBits.Administrator }, [])).toBe(true);
    expect(isOrganiser({ ...base, permissions: PermissionFlagsBits.ManageMessages | PermissionFlagsBits.SendMessages }, [])).toBe(false);
    expect(isOrganiser({ ...base, permissions: null, roleIds: ['7'] }, [null, '7'])).toBe(true);
  });

  it('validates create options with clear private refusals', async () => {
    const org = { user: '1' };
    expect((await run({ ...org, sub: 'create', values: { name: 'X', kind: 'swiss' } })).content).toMatch(/needs `rounds`/);
    expect((await run({ ...org, sub: 'create', values: { name: 'X', kind: 'ladder' } })).content).toMatch(/needs an `end` date/);
    expect((await run({ ...org, sub: 'create', values: { name: 'X', kind: 'ladder', end: '2025-13-40' } })).ephemeral).toBe(true);
    expect((await run({ ...org, sub: 'create', values: { name: 'X', kind: 'ladder', end: '2024-12-01' } })).content).toMatch(/end after it starts/);
    expect((await run({ ...org, sub: 'create', values: { name: 'Same', kind: 'swiss', rounds: 2 } })).ephemeral).toBe(false);
    expect((await run({ ...org, sub: 'create', values: { name: 'same', kind: 'swiss', rounds: 2 } })).content).toMatch(/already called/);
  });

  it('joins with a saved Standard-legal deck, locked when the league says so', async () => {
    await run({ user: '1', sub: 'create', values: { name: 'Locked', kind: 'swiss', rounds: 3, 'decklists-locked': true } });
    expect((await run({ user: '20', sub: 'join' })).content).toMatch(/locks decklists/);
    expect((await run({ user: '20', sub: 'join', values: { deck: 'nope' } })).content).toMatch(/no saved deck/);
    expect((await run({ user: '20', sub: 'join', values: { deck: 'pile' } })).content).toMatch(/not legal in Standard/);
    expect((await run({ user: '20', sub: 'join', values: { deck: 'fire rush' } })).content).toMatch(/joined .*“Fire Rush” \(locked\)/);
    const stored = await deps.leagues.resolve('900', 'Locked');
    expect(stored.ok && stored.record.league.players[0]!.lockedDeck?.entries).toEqual([
      { section: 'material', slug: 'lorraine', count: 1 },
      { section: 'main', slug: 'ember', count: 4 },
    ]);
  });

  it('asks which league when several are running, and finds one by name', async () => {
    await run({ user: '1', sub: 'create', values: { name: 'One', kind: 'swiss', rounds: 3 } });
    await run({ user: '1', sub: 'create', values: { name: 'Two', kind: 'swiss', rounds: 3 } });
    const ask = (await run({ user: '20', sub: 'info' })).content;
    expect(ask).toMatch(/Several leagues/);
    expect(ask).toContain('One');
    expect(ask).toContain('Two');
    const info = await run({ user: '20', sub: 'info', values: { league: 'two' } });
    expect(info.embeds).toHaveLength(1);
    expect((await run({ user: '20', sub: 'info', values: { league: 'Three' } })).content).toMatch(/no league called/);
  });

  it('parses button custom ids strictly', () => {
    expect(parseConfirmId('lgc:Labc:m12:2:1:0')).toEqual({ league: 'Labc', match: 'm12', expected: { wins: [2, 1], draws: 0 } });
    expect(parseConfirmId('lgc:Labc:m12:2:1')).toBeNull();
    expect(parseConfirmId('lgc:L:m1:2:x:0')).toBeNull();
    expect(parseConfirmId('lgc:L$:m1:2:1:0')).toBeNull();
    expect(parseDisputeId('lgx:Labc:m3')).toEqual({ league: 'Labc', match: 'm3' });
    expect(parseDisputeId('lgx:Labc:m3:extra')).toBeNull();
  });
});

describe('league pictures', () => {
  it('draws a standings table as a PNG sized to its rows', async () => {
    const table = (rows: number) => ({
      title: 'Cup — standings',
      subtitle: 'Swiss',
      columns: [
        { label: '#', width: 50, align: 'right' as const },
        { label: 'Player', width: 260 },
      ],
      rows: Array.from({ length: rows }, (_, i) => [String(i + 1), `player ${i + 1}`]),
    });
    const small = await renderLeagueTable(table(4));
    const large = await renderLeagueTable(table(16));
    expect(isPng(small)).toBe(true);
    expect(pngSize(large)!.height - pngSize(small)!.height).toBe(12 * 32);
    // Past the cap the rest is summed up in the footer instead of growing without bound.
    expect(pngSize(await renderLeagueTable(table(500)))!.height).toBeLessThan(64 * 32 + 400);
  });
});
