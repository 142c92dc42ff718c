import {
  MessageFlags,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageComponentInteraction,
  type ChatInputCommandInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';

type Answerable = ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/** Discord fails an interaction that is not acknowledged within 3 s; we defer well before. */
export const ACK_DEADLINE_MS = 2_000;

export interface Payload {
  content?: string;
  components?: InteractionUpdateOptions['components'];
  files?: { name: string; data: Buffer }[];
}

function toDiscord(payload: Payload) {
  return {
    content: payload.content ?? '',
    components: payload.components ?? [],
    files: payload.files?.map((f) => ({ attachment: f.data, name: f.name })) ?? [],
    allowedMentions: { parse: [] },
  };
}

/**
 * Answers one interaction exactly once, never late: if the work is not done after
 * ACK_DEADLINE_MS it defers (an update of the clicked message, or an ephemeral/public
 * reply), and the answer then edits the deferred response.
 */
export class Responder {
  private deferral: Promise<unknown> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly interaction: Answerable,
    private readonly mode: 'update' | 'ephemeral' | 'public',
    deadlineMs = ACK_DEADLINE_MS,
  ) {
    this.timer = setTimeout(() => void this.defer(), deadlineMs);
  }

  /** Acknowledges now (use before slow work such as rendering). */
  defer(): Promise<unknown> {
    clearTimeout(this.timer);
    if (this.deferral) return this.deferral;
    if (this.interaction.replied || this.interaction.deferred) return (this.deferral = Promise.resolve());
    const i = this.interaction;
    this.deferral =
      this.mode === 'update' && i.isMessageComponent()
        ? (i as MessageComponentInteraction).deferUpdate()
        : i.deferReply(this.mode === 'ephemeral' ? { flags: MessageFlags.Ephemeral } : {});
    this.deferral = this.deferral.catch(() => undefined);
    return this.deferral;
  }

  /** The answer in this responder's mode (updates the clicked message for 'update'). */
  async send(payload: Payload): Promise<void> {
    clearTimeout(this.timer);
    if (this.deferral) await this.deferral;
    const i = this.interaction;
    const body = toDiscord(payload);
    if (i.deferred || i.replied) {
      await i.editReply(body);
    } else if (this.mode === 'update' && i.isMessageComponent()) {
      await (i as MessageComponentInteraction).update(body);
    } else {
      await i.reply({ ...body, ...(this.mode === 'ephemeral' ? { flags: MessageFlags.Ephemeral } : {}) } as InteractionReplyOptions);
    }
  }

  /** A private answer whatever the mode (a refusal to a stranger must not touch the clicked message). */
  async sendEphemeral(payload: Payload): Promise<void> {
    clearTimeout(this.timer);
    if (this.deferral) await this.deferral;
    const i = this.interaction;
    const body = { ...toDiscord(payload), flags: MessageFlags.Ephemeral } as InteractionReplyOptions;
    if (i.deferred || i.replied) {
      if (this.mode === 'ephemeral' && i.deferred && !i.replied) await i.editReply(toDiscord(payload));
      else await i.followUp(body);
    } else {
      await i.reply(body);
    }
  }

  /** Whether the interaction has been acknowledged (deferred or answered). */
  get acknowledged(): boolean {
    return this.deferral !== null || this.interaction.deferred || this.interaction.replied;
  }

  /** Resolves once a deferral in flight has reached Discord. */
  async settled(): Promise<void> {
    clearTimeout(this.timer);
    if (this.deferral) await this.deferral;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
