import { REST, Routes } from 'discord.js';
import { fileURLToPath } from 'node:url';
import { commandJSON, type CommandModule } from './command-module.js';

/** Registers every command: to one guild when `guildId` is set (instant, for development), else globally. */
export async function deployCommands(options: {
  rest: REST;
  appId: string;
  guildId?: string;
  modules: readonly CommandModule<never>[];
}): Promise<{ scope: 'guild' | 'global'; count: number }> {
  const body = options.modules.map((m) => commandJSON(m.data));
  const route = options.guildId ? Routes.applicationGuildCommands(options.appId, options.guildId) : Routes.applicationCommands(options.appId);
  await options.rest.put(route, { body });
  return { scope: options.guildId ? 'guild' : 'global', count: body.length };
}

async function main(): Promise<void> {
  const { loadConfigOrExit } = await import('../config.js');
  const { logger } = await import('../log.js');
  const { commands } = await import('../../commands/index.js');
  const config = loadConfigOrExit();
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const result = await deployCommands({ rest, appId: config.DISCORD_APP_ID, guildId: config.DEV_GUILD_ID, modules: commands as CommandModule<never>[] });
  logger.info(result, result.scope === 'guild' ? `registered ${result.count} commands to guild ${config.DEV_GUILD_ID}` : `registered ${result.count} commands globally`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`commands:deploy failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
