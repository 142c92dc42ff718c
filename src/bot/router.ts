import { MessageFlags, type Interaction, type RepliableInteraction } from 'discord.js';
import type { Logger } from 'pino';
import { commandJSON, type CommandModule, type ComponentHandler, type ModalHandler } from './command-module.js';
import { customIdPrefix } from './custom-ids.js';
import { isStoreUnavailable } from '../store/resilient-backend.js';

export const GENERIC_FAILURE = 'Something went wrong on my side; nothing was changed by that click. Try again in a moment.';
export const UNKNOWN_COMPONENT = 'This button belongs to something I no longer know about.';
export const STORE_UNAVAILABLE =
  "I can't reach the game store right now, so that was not applied: the game is unchanged. Try again in a moment (your buttons still work).";

export { isStoreUnavailable };

export interface Router {
  handle(interaction: Interaction): Promise<void>;
  readonly commandNames: string[];
}

/** Routes every interaction to its command module; no interaction is ever left unanswered. */
export function createRouter<D>(modules: readonly CommandModule<D>[], deps: D, logger: Logger): Router {
  const commands = new Map<string, CommandModule<D>>();
  const components = new Map<string, ComponentHandler<D>>();
  const modals = new Map<string, ModalHandler<D>>();
  for (const module of modules) {
    const name = commandJSON(module.data).name;
    if (commands.has(name)) throw new Error(`Two commands are named ${name}`);
    commands.set(name, module);
    for (const [prefix, handler] of Object.entries(module.components ?? {})) {
      if (components.has(prefix)) throw new Error(`Two modules handle custom_id prefix ${prefix}`);
      components.set(prefix, handler);
    }
    for (const [prefix, handler] of Object.entries(module.modals ?? {})) {
      if (modals.has(prefix)) throw new Error(`Two modules handle modal prefix ${prefix}`);
      modals.set(prefix, handler);
    }
  }

  async function fail(interaction: RepliableInteraction, content: string): Promise<void> {
    try {
      if (interaction.replied || interaction.deferred) await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
      else await interaction.reply({ content, flags: MessageFlags.Ephemeral });
    } catch (error) {
      logger.warn({ err: error }, 'could not report a failure to the user');
    }
  }

  async function handle(interaction: Interaction): Promise<void> {
    const log = logger.child({ interaction: interaction.id, user: interaction.user.id });
    try {
      if (interaction.isChatInputCommand()) {
        const module = commands.get(interaction.commandName);
        if (!module) return await fail(interaction, 'I do not know that command (yet).');
        await module.execute(interaction, deps);
      } else if (interaction.isAutocomplete()) {
        const module = commands.get(interaction.commandName);
        if (!module?.autocomplete) return void (await interaction.respond([]));
        await module.autocomplete(interaction, deps);
      } else if (interaction.isMessageComponent()) {
        const handler = components.get(customIdPrefix(interaction.customId));
        if (!handler) return await fail(interaction, UNKNOWN_COMPONENT);
        await handler(interaction, deps);
      } else if (interaction.isModalSubmit()) {
        const handler = modals.get(customIdPrefix(interaction.customId));
        if (!handler) return await fail(interaction, UNKNOWN_COMPONENT);
        await handler(interaction, deps);
      }
    } catch (error) {
      const storeDown = isStoreUnavailable(error);
      // A store outage is logged once by the store's health listener; each refused click only briefly.
      if (storeDown) log.warn({ err: error }, 'interaction refused: store unreachable');
      else log.error({ err: error }, 'interaction handler failed');
      if (interaction.isAutocomplete()) {
        if (!interaction.responded) await interaction.respond([]).catch((e: unknown) => log.warn({ err: e }, 'could not answer an autocomplete'));
      } else if (interaction.isRepliable()) {
        await fail(interaction, storeDown ? STORE_UNAVAILABLE : GENERIC_FAILURE);
      }
    }
  }

  return { handle, commandNames: [...commands.keys()] };
}
