import type { FakeGuild, Json, RecordedAttachment } from './model.js';
import { ResolvedCollector } from './payloads.js';
import type { FakeDiscordState } from './state.js';

/**
 * Turns the test's `{ opponent: { user: id }, deck: 'text' }` into Discord's option list with
 * `resolved` data. When the command was registered through PUT .../commands the declared option
 * types are used and checked (an undeclared option or a missing required one throws, as the
 * Discord client would never send it); otherwise types are inferred from the values.
 */

export type OptionInput =
  | string
  | number
  | boolean
  | { string: string }
  | { integer: number }
  | { number: number }
  | { boolean: boolean }
  | { user: string }
  | { channel: string }
  | { role: string }
  | { mentionable: string }
  | { attachment: { name: string; bytes: Uint8Array | string; contentType?: string } };

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

export interface CommandInvocation {
  name: string;
  group?: string | undefined;
  subcommand?: string | undefined;
  options?: Record<string, OptionInput> | undefined;
  /** For autocomplete: the option being typed in. */
  focused?: string | undefined;
}

interface Declared {
  type: number;
  name: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: Array<{ value: string | number }>;
  options?: Declared[];
}

function inferType(value: OptionInput): number {
  if (typeof value === 'string') return OptionType.String;
  if (typeof value === 'boolean') return OptionType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  if ('string' in value) return OptionType.String;
  if ('integer' in value) return OptionType.Integer;
  if ('number' in value) return OptionType.Number;
  if ('boolean' in value) return OptionType.Boolean;
  if ('user' in value) return OptionType.User;
  if ('channel' in value) return OptionType.Channel;
  if ('role' in value) return OptionType.Role;
  if ('mentionable' in value) return OptionType.Mentionable;
  return OptionType.Attachment;
}

function scalar(value: OptionInput): string | number | boolean | undefined {
  if (typeof value !== 'object') return value;
  if ('string' in value) return value.string;
  if ('integer' in value) return value.integer;
  if ('number' in value) return value.number;
  if ('boolean' in value) return value.boolean;
  return undefined;
}

export class CommandDataBuilder {
  constructor(
    private readonly state: FakeDiscordState,
    private readonly guild: FakeGuild | undefined,
  ) {}

  build(inv: CommandInvocation, registered: Json | undefined, commandId: string): Json {
    const where = `/${[inv.name, inv.group, inv.subcommand].filter(Boolean).join(' ')}`;
    let declared = registered?.options as Declared[] | undefined;
    const descend = (name: string | undefined, type: number): void => {
      if (!name || !registered) return;
      const next = declared?.find((o) => o.name === name && o.type === type);
      if (!next) throw new Error(`fake Discord: ${where} is not a registered (sub)command`);
      declared = next.options ?? [];
    };
    descend(inv.group, OptionType.SubcommandGroup);
    descend(inv.subcommand, OptionType.Subcommand);

    const resolved = new ResolvedCollector(this.state, this.guild);
    const options = Object.entries(inv.options ?? {}).map(([name, value]) =>
      this.#option(where, name, value, registered ? (declared ?? []) : undefined, resolved, inv.focused === name),
    );
    if (registered && inv.focused === undefined) {
      for (const d of declared ?? []) {
        if (d.required && !(d.name in (inv.options ?? {}))) throw new Error(`fake Discord: ${where} needs option "${d.name}"`);
      }
    }

    let tree: Json[] = options;
    if (inv.subcommand) tree = [{ name: inv.subcommand, type: OptionType.Subcommand, options: tree }];
    if (inv.group) tree = [{ name: inv.group, type: OptionType.SubcommandGroup, options: tree }];
    const resolvedJson = resolved.toJSON();
    return {
      id: commandId,
      name: inv.name,
      type: 1,
      ...(tree.length ? { options: tree } : {}),
      ...(resolvedJson ? { resolved: resolvedJson } : {}),
      ...(this.guild ? { guild_id: this.guild.id } : {}),
    };
  }

  #option(
    where: string,
    name: string,
    value: OptionInput,
    declared: Declared[] | undefined,
    resolved: ResolvedCollector,
    focused: boolean,
  ): Json {
    const def = declared?.find((d) => d.name === name);
    if (declared && !def) throw new Error(`fake Discord: ${where} has no option "${name}"`);
    let type = inferType(value);
    // A plain number for a declared NUMBER option, or a mention for a MENTIONABLE one.
    if (def && def.type !== type) {
      const compatible =
        (def.type === OptionType.Number && type === OptionType.Integer) ||
        (def.type === OptionType.Mentionable && (type === OptionType.User || type === OptionType.Role)) ||
        focused;
      if (!compatible) throw new Error(`fake Discord: option "${name}" of ${where} is type ${def.type}, got type ${type}`);
      type = def.type;
    }
    if (focused) return { name, type, value: String(scalar(value) ?? ''), focused: true };

    const prim = scalar(value);
    if (prim !== undefined) {
      if (def?.choices?.length && !def.choices.some((c) => c.value === prim)) {
        throw new Error(`fake Discord: ${JSON.stringify(prim)} is not a choice of option "${name}" of ${where}`);
      }
      return { name, type, value: prim };
    }
    const obj = value as Exclude<OptionInput, string | number | boolean>;
    if ('user' in obj) {
      resolved.user(obj.user);
      return { name, type, value: obj.user };
    }
    if ('mentionable' in obj) {
      if (this.state.users.has(obj.mentionable)) resolved.user(obj.mentionable);
      else resolved.role(obj.mentionable);
      return { name, type, value: obj.mentionable };
    }
    if ('channel' in obj) {
      resolved.channel(obj.channel);
      return { name, type, value: obj.channel };
    }
    if ('role' in obj) {
      resolved.role(obj.role);
      return { name, type, value: obj.role };
    }
    const attachment = this.#upload((obj as { attachment: { name: string; bytes: Uint8Array | string; contentType?: string } }).attachment);
    resolved.attachment(attachment);
    return { name, type, value: attachment.id };
  }

  /** A file the user attached to the command, served by the fake at its `url`. */
  #upload(file: { name: string; bytes: Uint8Array | string; contentType?: string }): RecordedAttachment {
    const id = this.state.ids.next();
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : Buffer.from(file.bytes);
    const attachment: RecordedAttachment = {
      id,
      filename: file.name,
      contentType: file.contentType ?? (typeof file.bytes === 'string' ? 'text/plain; charset=utf-8' : 'application/octet-stream'),
      size: bytes.length,
      bytes,
      description: undefined,
      url: `${this.state.baseUrl}/attachments/uploads/${id}/${encodeURIComponent(file.name)}`,
    };
    this.state.attachmentsById.set(id, attachment);
    return attachment;
  }
}
