import { randomUUID } from 'node:crypto';
import { ChannelType, DiscordAPIError, Routes, type REST } from 'discord.js';
import type { Logger } from 'pino';
import type { TrackedMessage } from '../store/records.js';
import type { Clock } from './ports.js';
import type { Row } from './presenters/prompt.js';

/** Interaction tokens live 15 minutes; we stop using one a minute early. */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
export const TOKEN_SAFETY_MS = 60_000;
export const CANNOT_DM_USER = 50007;

export interface OutgoingFile {
  name: string;
  data: Buffer;
}

export interface OutgoingMessage {
  content?: string;
  components?: Row[];
  files?: OutgoingFile[];
  /** Mention only these users (default: nobody is pinged). */
  mentionUsers?: string[];
}

export function tokenUsable(tracked: Pick<TrackedMessage, 'token' | 'issuedAt'>, now: number): tracked is { token: string; issuedAt: number } {
  return tracked.token !== undefined && tracked.issuedAt !== undefined && now - tracked.issuedAt < TOKEN_LIFETIME_MS - TOKEN_SAFETY_MS;
}

function body(message: OutgoingMessage): Record<string, unknown> {
  const out: Record<string, unknown> = {
    allowed_mentions: { parse: [], users: message.mentionUsers ?? [] },
  };
  if (message.content !== undefined) out.content = message.content;
  if (message.components !== undefined) out.components = message.components;
  if (message.files) out.attachments = message.files.map((f, id) => ({ id, filename: f.name }));
  return out;
}

function files(message: OutgoingMessage) {
  return message.files?.map((f) => ({ name: f.name, data: f.data, contentType: 'image/png' }));
}

/** The bot's REST calls that are not interaction responses (threads, channel messages, DMs). */
export class DiscordIO {
  private readonly dmChannels = new Map<string, string>();

  constructor(
    private readonly rest: REST,
    private readonly appId: string,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async createThread(channelId: string, name: string): Promise<string | null> {
    try {
      const thread = (await this.rest.post(Routes.threads(channelId), {
        body: { name: name.slice(0, 100), type: ChannelType.PublicThread, auto_archive_duration: 1440 },
      })) as { id: string };
      return thread.id;
    } catch (error) {
      this.log.warn({ err: error, channelId }, 'could not create a match thread; using the channel');
      return null;
    }
  }

  /**
   * Posts a message. The nonce with enforce_nonce makes Discord return the first message for a
   * repeat of the same post, so a retry after a lost answer (a 5xx or a timeout) never posts twice.
   */
  async send(channelId: string, message: OutgoingMessage): Promise<string> {
    const nonce = randomUUID().replace(/-/g, '').slice(0, 25);
    const sent = (await this.rest.post(Routes.channelMessages(channelId), {
      body: { ...body(message), nonce, enforce_nonce: true },
      files: files(message),
    })) as { id: string };
    return sent.id;
  }

  async edit(channelId: string, messageId: string, message: OutgoingMessage): Promise<void> {
    await this.rest.patch(Routes.channelMessage(channelId, messageId), { body: body(message), files: files(message) });
  }

  /** Sends a DM; 'closed' when the user does not accept DMs from the bot (error 50007). */
  async dm(userId: string, message: OutgoingMessage): Promise<'sent' | 'closed'> {
    try {
      let channelId = this.dmChannels.get(userId);
      if (!channelId) {
        const channel = (await this.rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as { id: string };
        channelId = channel.id;
        this.dmChannels.set(userId, channelId);
      }
      await this.send(channelId, message);
      return 'sent';
    } catch (error) {
      if (error instanceof DiscordAPIError && error.code === CANNOT_DM_USER) return 'closed';
      throw error;
    }
  }

  /**
   * Edits a message the bot sent as an interaction response. Through its token while the
   * token is young; after that, public messages are edited through the channel (the bot
   * authored them) and ephemeral ones can no longer be edited at all.
   */
  async editResponse(tracked: TrackedMessage, message: OutgoingMessage): Promise<'token' | 'channel' | 'expired'> {
    const now = this.clock.now();
    if (tokenUsable(tracked, now)) {
      await this.rest.patch(Routes.webhookMessage(this.appId, tracked.token, tracked.messageId ?? '@original'), {
        body: body(message),
        files: files(message),
        auth: false,
      });
      return 'token';
    }
    if (!tracked.ephemeral && tracked.channelId && tracked.messageId) {
      await this.edit(tracked.channelId, tracked.messageId, message);
      return 'channel';
    }
    return 'expired';
  }
}
