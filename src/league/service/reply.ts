import {
  MessageFlags,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
} from 'discord.js';

export interface LeaguePayload {
  content?: string;
  embeds?: APIEmbed[];
  files?: { name: string; data: Buffer }[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Users pinged by the message (nobody by default). */
  mentionUsers?: string[];
}

/** Discord fails an interaction not acknowledged within 3 s; defer well before that. */
const DEFER_AFTER_MS = 2_000;

function body(p: LeaguePayload) {
  return {
    content: p.content ?? '',
    embeds: p.embeds ?? [],
    components: p.components ?? [],
    files: (p.files ?? []).map((f) => ({ attachment: f.data, name: f.name })),
    allowedMentions: { users: (p.mentionUsers ?? []).slice(0, 100), parse: [] as never[] },
  };
}

/**
 * Answers one league interaction exactly once. `mode` is how a success is shown (a public or
 * private reply, or an update of the clicked message); refusals are always private. If the
 * work outlives DEFER_AFTER_MS the interaction is deferred in `mode`.
 */
export class LeagueReply {
  private deferral: Promise<unknown> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly i: ChatInputCommandInteraction | MessageComponentInteraction,
    private readonly mode: 'public' | 'ephemeral' | 'update',
  ) {
    this.timer = setTimeout(() => void this.defer(), DEFER_AFTER_MS);
  }

  defer(): Promise<unknown> {
    clearTimeout(this.timer);
    if (this.deferral) return this.deferral;
    const i = this.i;
    const pending =
      this.mode === 'update' && i.isMessageComponent()
        ? i.deferUpdate()
        : i.deferReply(this.mode === 'ephemeral' ? { flags: MessageFlags.Ephemeral } : {});
    this.deferral = pending.catch(() => undefined);
    return this.deferral;
  }

  async send(payload: LeaguePayload): Promise<void> {
    clearTimeout(this.timer);
    if (this.deferral) await this.deferral;
    const i = this.i;
    if (i.deferred || i.replied) {
      await i.editReply(body(payload));
    } else if (this.mode === 'update' && i.isMessageComponent()) {
      await i.update(body(payload));
    } else {
      await i.reply({ ...body(payload), ...(this.mode === 'ephemeral' ? { flags: MessageFlags.Ephemeral } : {}) });
    }
  }

  /** A private answer whatever the mode. */
  async refuse(content: string): Promise<void> {
    clearTimeout(this.timer);
    if (this.deferral) await this.deferral;
    const i = this.i;
    const privately = { ...body({ content }), flags: MessageFlags.Ephemeral } as const;
    if (!i.deferred && !i.replied) {
      await i.reply(privately);
    } else if (this.mode === 'ephemeral') {
      await i.editReply(body({ content }));
    } else {
      // A public "thinking…" placeholder must not stay behind a private refusal.
      if (this.mode === 'public') await i.deleteReply().catch(() => undefined);
      await i.followUp(privately);
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
