import { MessageFlags } from 'discord.js';
import type { APIInteractionResponseCallbackData, InteractionEditReplyOptions, InteractionReplyOptions } from 'discord.js';

/** A raw API reply body (as the lookup handlers build them), plus files to upload. */
export type ApiReply = APIInteractionResponseCallbackData & { files?: { name: string; data: Buffer }[] };

function common(data: ApiReply) {
  return {
    ...(data.content !== undefined ? { content: data.content } : {}),
    embeds: data.embeds ?? [],
    components: data.components ?? [],
    // Mentions are never parsed unless the handler allowed them explicitly.
    allowedMentions: data.allowed_mentions ? { parse: data.allowed_mentions.parse ?? [], users: data.allowed_mentions.users ?? [] } : { parse: [] },
    files: (data.files ?? []).map((file) => ({ attachment: file.data, name: file.name })),
  };
}

/** discord.js options for `interaction.reply`, keeping only the ephemeral flag. */
export function toReplyOptions(data: ApiReply): InteractionReplyOptions {
  const ephemeral = ((data.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
  return { ...common(data), ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}) } as InteractionReplyOptions;
}

/** The same body for `interaction.editReply` after a deferral (ephemerality was fixed by the deferral). */
export function toEditOptions(data: ApiReply): InteractionEditReplyOptions {
  return common(data) as InteractionEditReplyOptions;
}
