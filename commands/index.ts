import type { BotDeps } from '../src/bot/client.js';
import type { CommandModule } from '../src/bot/command-module.js';
import { play } from './play.js';

/** Every slash command the bot registers and routes. */
export const commands: CommandModule<BotDeps>[] = [play];
