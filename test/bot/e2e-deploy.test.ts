import { describe, expect, it } from 'vitest';
import { REST } from 'discord.js';
import { deployCommands } from '../../src/bot/deploy-commands.js';
import type { CommandModule } from '../../src/bot/command-module.js';
import { commands } from '../../commands/index.js';
import { startFake } from './harness.js';

describe('commands:deploy against the fake Discord', () => {
  it('registers every command globally, or to the dev guild', async () => {
    const fake = await startFake();
    try {
      const rest = new REST({ api: fake.restUrl }).setToken('fake-token');
      const modules = commands as CommandModule<never>[];
      expect(await deployCommands({ rest, appId: fake.state.applicationId, modules })).toEqual({ scope: 'global', count: modules.length });
      expect(fake.commands.global.map((c) => c.name)).toContain('play');
      await deployCommands({ rest, appId: fake.state.applicationId, guildId: fake.defaultGuildId, modules });
      expect(fake.commands.guild.get(fake.defaultGuildId)?.map((c) => c.name)).toContain('play');
      expect(fake.rejectedRequests()).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});
