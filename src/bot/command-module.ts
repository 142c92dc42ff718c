import type {
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  ModalSubmitInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';

export type CommandData = RESTPostAPIChatInputApplicationCommandsJSONBody | { toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };

export type ComponentHandler<D> = (interaction: MessageComponentInteraction, deps: D) => Promise<void>;
export type ModalHandler<D> = (interaction: ModalSubmitInteraction, deps: D) => Promise<void>;

/**
 * One slash command: its definition, its handler, and the custom_id prefixes of the
 * components and modals it sends (the router routes a click by the prefix before the first ':').
 */
export interface CommandModule<D> {
  data: CommandData;
  execute(interaction: ChatInputCommandInteraction, deps: D): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, deps: D): Promise<void>;
  components?: Record<string, ComponentHandler<D>>;
  modals?: Record<string, ModalHandler<D>>;
}

export function commandJSON(data: CommandData): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return 'toJSON' in data && typeof data.toJSON === 'function' ? data.toJSON() : (data as RESTPostAPIChatInputApplicationCommandsJSONBody);
}
