import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonsOf, startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from './fake-discord.js';

const ALICE = { id: '200000000000000001', username: 'alice' };
const BOB = { id: '200000000000000002', username: 'bob' };
const CAROL = { id: '200000000000000003', username: 'carol' };

/** 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Rig {
  fake: FakeDiscord;
  client: Client;
  channel: TextChannel;
}

const rigs: Rig[] = [];

async function boot(options: FakeDiscordOptions = {}, handler?: (i: Interaction) => Promise<void>): Promise<Rig> {
  const fake = await startFakeDiscord({ users: [ALICE, BOB, CAROL], ...options });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
  const rig: Rig = { fake, client, channel: undefined as unknown as TextChannel };
  rigs.push(rig);
  const errors: unknown[] = [];
  if (handler) client.on(Events.InteractionCreate, (i) => void handler(i).catch((e: unknown) => errors.push(e)));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login('fake-token');
  await ready;
  rig.channel = client.channels.cache.get(fake.defaultChannelId) as TextChannel;
  return rig;
}

afterEach(async () => {
  for (const rig of rigs.splice(0)) {
    await rig.client.destroy();
    await rig.fake.close();
  }
});

describe('fake Discord with a real discord.js client', () => {
  it('logs the client in: READY with the bot user, GUILD_CREATE with channels and members', async () => {
    const { fake, client, channel } = await boot();
    expect(client.user?.id).toBe(fake.botUser.id);
    expect(client.application?.id).toBe(fake.botUser.id);
    const guild = client.guilds.cache.get(fake.defaultGuildId);
    expect(guild?.members.cache.has(ALICE.id)).toBe(true);
    expect(channel.type).toBe(ChannelType.GuildText);
    expect(channel.name).toBe('general');
    expect(fake.identifies).toHaveLength(1);
    expect(fake.identifies[0]?.intents).toBe(GatewayIntentBits.Guilds);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v10/gateway/bot']);
    expect(fake.unknownRoutes).toEqual([]);
  });

  it('delivers a slash command with a resolved user option and records the reply', async () => {
    const seen: string[] = [];
    const { fake } = await boot({}, async (i) => {
      if (!i.isChatInputCommand()) return;
      const opponent = i.options.getUser('opponent', true);
      seen.push(`${i.commandName} ${i.options.getSubcommand()} ${opponent.username} ${i.options.getInteger('turns')}`);
      await i.reply({ content: `<@${opponent.id}>, ${i.user.username} challenges you` });
    });
    const handle = fake.sendSlashCommand({
      user: ALICE.id,
      name: 'play',
      subcommand: 'challenge',
      options: { opponent: { user: BOB.id }, turns: 3 },
    });
    const res = await handle.response();
    expect(seen).toEqual(['play challenge bob 3']);
    expect(res.type).toBe(4);
    expect(res.ms).toBeGreaterThan(0);
    expect(res.message?.content).toBe(`<@${BOB.id}>, alice challenges you`);
    expect(res.message?.ephemeralTo).toBeNull();
    expect(handle.original?.id).toBe(res.message?.id);
    expect(fake.messages(fake.defaultChannelId).map((m) => m.id)).toEqual([res.message?.id]);
    expect(fake.readableBy(CAROL.id)).toHaveLength(1);
  });

  it('checks options against registered commands and rejects undeclared ones', async () => {
    const { fake, client } = await boot();
    await client.application!.commands.set(
      [
        {
          name: 'play',
          description: 'Play a match',
          options: [
            {
              type: 1,
              name: 'challenge',
              description: 'Challenge someone',
              options: [{ type: 6, name: 'opponent', description: 'Who', required: true }],
            },
          ],
        },
      ],
      fake.defaultGuildId,
    );
    expect(fake.commands.guild.get(fake.defaultGuildId)?.map((c) => c.name)).toEqual(['play']);
    expect(() => fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { deck: 'x' } })).toThrow(/no option "deck"/);
    expect(() => fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge' })).toThrow(/needs option "opponent"/);
    await expect(client.application!.commands.set([{ name: 'Bad Name', description: 'x' }])).rejects.toMatchObject({ code: 50035 });
  });

  it('delivers a button click and records the updated message', async () => {
    const { fake, channel } = await boot({}, async (i) => {
      if (i.isButton()) await i.update({ content: `accepted by ${i.user.username}`, components: [] });
    });
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('accept').setLabel('Accept').setStyle(ButtonStyle.Success),
      new ButtonBuilder().setCustomId('decline').setLabel('Decline').setStyle(ButtonStyle.Danger),
    );
    const sent = await channel.send({ content: 'challenge!', components: [row] });
    const recorded = fake.message(sent.id)!;
    expect(buttonsOf(recorded).map((b) => b.customId)).toEqual(['accept', 'decline']);
    expect(() => fake.clickButton({ user: BOB.id, message: recorded, customId: 'nope' })).toThrow(/no component nope/);

    const res = await fake.clickButton({ user: BOB.id, message: recorded, customId: 'accept' }).response();
    expect(res.type).toBe(7);
    expect(recorded.content).toBe('accepted by bob');
    expect(recorded.components).toEqual([]);
    expect(recorded.history.map((h) => h.content)).toEqual(['challenge!', 'accepted by bob']);
    expect(() => fake.clickButton({ user: BOB.id, message: recorded, customId: 'decline' })).toThrow(/no component decline/);
    const stale = fake.clickButton({ user: BOB.id, message: recorded, customId: 'decline', stale: true });
    expect((stale.payload.data as { custom_id: string }).custom_id).toBe('decline');
    await stale.response();
  });

  it('delivers a select menu choice and refuses values the menu does not offer', async () => {
    const { fake, channel } = await boot({}, async (i) => {
      if (i.isStringSelectMenu()) await i.reply({ content: `picked ${i.values.join('+')}`, flags: MessageFlags.Ephemeral });
    });
    const menu = new StringSelectMenuBuilder()
      .setCustomId('target')
      .setMaxValues(2)
      .addOptions({ label: 'One', value: 'a' }, { label: 'Two', value: 'b' }, { label: 'Three', value: 'c' });
    const sent = await channel.send({ content: 'choose', components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
    expect(() => fake.selectMenu({ user: ALICE.id, message: sent.id, customId: 'target', values: ['z'] })).toThrow(/not an option/);
    const res = await fake.selectMenu({ user: ALICE.id, message: sent.id, customId: 'target', values: ['a', 'c'] }).response();
    expect(res.message?.content).toBe('picked a+c');
    expect(res.message?.ephemeralTo).toBe(ALICE.id);
    expect(fake.readableBy(BOB.id).some((m) => m.id === res.message?.id)).toBe(false);
    expect(() => fake.clickButton({ user: BOB.id, message: res.message!, customId: 'x' })).toThrow(/ephemeral to another user/);
  });

  it('rejects payloads beyond Discord limits with 50035', async () => {
    const { fake, channel } = await boot();
    const options = Array.from({ length: 26 }, (_, n) => ({ label: `card ${n}`, value: String(n) }));
    // Raw JSON: discord.js's builders would refuse 26 options locally; a hand-built payload reaches Discord.
    const error = await channel
      .send({ components: [{ type: 1, components: [{ type: 3, custom_id: 'too-many', options }] }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50035);
    expect(fake.rejectedRequests()[0]?.detail?.join()).toMatch(/components\.0\.components\.0\.options/);
    await expect(channel.send({ content: 'x'.repeat(2001) })).rejects.toMatchObject({ code: 50035 });
    await expect(channel.send({ content: '' })).rejects.toMatchObject({ code: 50006 });
    expect(fake.messages(fake.defaultChannelId)).toEqual([]);
  });

  it('sends DMs and answers 50007 once the user closed them', async () => {
    const { fake, client } = await boot();
    const alice = await client.users.fetch(ALICE.id);
    await alice.send('your hand');
    expect(fake.dms(ALICE.id).map((m) => m.content)).toEqual(['your hand']);
    expect(fake.readableBy(BOB.id).map((m) => m.content)).not.toContain('your hand');

    fake.closeDmsFor(ALICE.id);
    const error = await alice.send('again').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50007);
    expect((error as DiscordAPIError).status).toBe(403);
    expect(fake.dms(ALICE.id)).toHaveLength(1);
  });

  it('creates a thread and records a PNG attachment and its replacement on edit', async () => {
    const { fake, channel } = await boot();
    const thread = await channel.threads.create({ name: 'alice vs bob', type: ChannelType.PrivateThread });
    await thread.members.add(ALICE.id);
    const sent = await thread.send({ content: 'board', files: [{ attachment: PNG, name: 'board.png' }] });
    expect(sent.attachments.first()?.name).toBe('board.png');

    const [recordedThread] = fake.threads();
    expect(recordedThread).toMatchObject({ id: thread.id, parentId: channel.id, name: 'alice vs bob', type: 12 });
    expect([...recordedThread!.members]).toContain(ALICE.id);
    const recorded = fake.lastMessage(thread.id)!;
    expect(recorded.attachments).toHaveLength(1);
    expect(recorded.attachments[0]).toMatchObject({ filename: 'board.png', contentType: 'image/png', size: PNG.length });
    expect(recorded.attachments[0]?.bytes?.equals(PNG)).toBe(true);
    expect(fake.readableBy(ALICE.id).map((m) => m.id)).toContain(recorded.id);
    expect(fake.readableBy(BOB.id).map((m) => m.id)).not.toContain(recorded.id);

    const served = await fetch(recorded.attachments[0]!.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const second = Buffer.concat([PNG, Buffer.from([0])]);
    await sent.edit({ content: 'board v2', files: [{ attachment: second, name: 'board.png' }], attachments: [] });
    expect(recorded.attachments.map((a) => a.size)).toEqual([second.length]);
    expect(recorded.history).toHaveLength(2);
  });

  it('defers, edits and follows up, then refuses edits after the 15-minute token life', async () => {
    const { fake } = await boot({}, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply('rendered');
      await i.followUp({ content: 'log line' });
    });
    const handle = fake.sendSlashCommand({ user: ALICE.id, name: 'hand' });
    expect((await handle.response()).type).toBe(5);
    await fake.waitFor(() => handle.followUps.length === 1);
    expect(handle.original?.content).toBe('rendered');
    expect(handle.original?.ephemeralTo).toBe(ALICE.id);
    expect(handle.followUps[0]?.content).toBe('log line');

    fake.clock.advance(15 * 60_000 + 1);
    const rest = rigs[0]!.client.rest;
    const error = await rest
      .patch(`/webhooks/${fake.botUser.id}/${handle.token}/messages/@original`, { body: { content: 'late' }, auth: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiscordAPIError);
    expect((error as DiscordAPIError).code).toBe(50027);
    expect((error as DiscordAPIError).status).toBe(401);
    expect(handle.original?.content).toBe('rendered');
  });

  it('refuses a callback later than the 3-second window and a second callback', async () => {
    const { fake } = await boot({}, async (i) => {
      if (!i.isChatInputCommand()) return;
      if (i.commandName === 'slow') fake.clock.advance(3001);
      await i.reply('first');
      if (i.commandName === 'twice') await i.client.rest.post(`/interactions/${i.id}/${i.token}/callback`, { body: { type: 4, data: { content: 'second' } }, auth: false });
    });
    await expect(fake.sendSlashCommand({ user: ALICE.id, name: 'slow' }).response()).rejects.toThrow(/404 \(10062\)/);
    const twice = fake.sendSlashCommand({ user: ALICE.id, name: 'twice' });
    await twice.response();
    await fake.waitFor(() => twice.rejectedCallbacks.length > 0);
    expect(twice.rejectedCallbacks[0]?.code).toBe(40060);
  });

  it('shows a modal and submits it back with the shown fields', async () => {
    const { fake } = await boot({}, async (i) => {
      if (i.isChatInputCommand()) {
        const input = new TextInputBuilder().setCustomId('x').setLabel('Value of X').setStyle(TextInputStyle.Short);
        await i.showModal(new ModalBuilder().setCustomId('choose-x').setTitle('Choose X').addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input)));
      } else if (i.isModalSubmit()) {
        await i.reply(`${i.customId}=${i.fields.getTextInputValue('x')}`);
      }
    });
    const shown = fake.sendSlashCommand({ user: ALICE.id, name: 'x' });
    expect((await shown.response()).type).toBe(9);
    expect(() => fake.submitModal({ from: shown, values: {} })).toThrow(/required/);
    const res = await fake.submitModal({ from: shown, values: { x: '4' } }).response();
    expect(res.message?.content).toBe('choose-x=4');
  });

  it('answers autocomplete with the focused option', async () => {
    const { fake } = await boot({}, async (i) => {
      if (i.isAutocomplete()) {
        const typed = i.options.getFocused();
        await i.respond([{ name: `${typed}-card`, value: `${typed}-card` }]);
      }
    });
    const res = await fake.autocomplete({ user: ALICE.id, name: 'card', options: { name: 'emb' }, focused: 'name' }).response();
    expect(res.type).toBe(8);
    expect(res.data?.choices).toEqual([{ name: 'emb-card', value: 'emb-card' }]);
  });

  it('survives a gateway reconnect by resuming, replaying missed events', async () => {
    const { fake, client } = await boot({}, async (i) => {
      if (i.isChatInputCommand()) await i.reply('pong');
    });
    const resumed = new Promise<void>((resolve) => client.once(Events.ShardResume, () => resolve()));
    fake.requestReconnect();
    await fake.waitFor(() => fake.gatewaySessions()[0]?.connected === false);
    const handle = fake.sendSlashCommand({ user: ALICE.id, name: 'ping' }); // buffered while the client is away
    await resumed;
    expect((await handle.response()).message?.content).toBe('pong');
    expect(fake.gatewaySessions()[0]?.resumes).toBe(1);
    expect(fake.identifies).toHaveLength(1);
  });

  it('delivers a click on a button inside a DM', async () => {
    const { fake, client } = await boot({}, async (i) => {
      if (i.isButton()) await i.update({ content: `shown to ${i.user.username} in ${i.channel?.type}`, components: [] });
    });
    const bob = await client.users.fetch(BOB.id);
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('show').setLabel('Show').setStyle(ButtonStyle.Primary));
    await bob.send({ content: 'hand', components: [row] });
    const dm = fake.dms(BOB.id)[0]!;
    expect(() => fake.clickButton({ user: ALICE.id, message: dm, customId: 'show' })).toThrow(/cannot see DM channel/);
    const res = await fake.clickButton({ user: BOB.id, message: dm, customId: 'show' }).response();
    expect(res.message?.id).toBe(dm.id);
    expect(dm.content).toBe(`shown to bob in ${ChannelType.DM}`);
  });

  it('lets a restarted bot log in again, fetch its old messages and edit them', async () => {
    const first = await boot();
    const thread = await first.channel.threads.create({ name: 'match', type: ChannelType.PublicThread });
    const board = await thread.send('turn 1');
    await first.client.destroy();
    await first.fake.waitFor(() => first.fake.gatewaySessions()[0]?.ended);
    expect(() => first.fake.sendSlashCommand({ user: ALICE.id, name: 'ping' })).toThrow(/no bot is connected/);

    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: first.fake.restUrl } });
    rigs.push({ fake: first.fake, client, channel: first.channel });
    client.on(Events.InteractionCreate, (i) => void (i.isChatInputCommand() && i.reply('back')));
    await client.login('fake-token');
    const again = (await client.channels.fetch(thread.id)) as TextChannel;
    expect(again.name).toBe('match');
    const old = await again.messages.fetch(board.id);
    await old.edit('turn 2');
    expect(first.fake.message(board.id)?.content).toBe('turn 2');
    expect((await first.fake.sendSlashCommand({ user: ALICE.id, name: 'ping' }).response()).message?.content).toBe('back');
    expect(first.fake.identifies).toHaveLength(2);
  });

  it('starts a thread from a message, reusing the message id as Discord does', async () => {
    const { fake, channel } = await boot();
    const start = await channel.send('match announcement');
    const thread = await start.startThread({ name: 'from message' });
    expect(thread.id).toBe(start.id);
    expect(fake.threads()[0]).toMatchObject({ startMessageId: start.id, type: 11 });
    await expect(start.startThread({ name: 'again' })).rejects.toMatchObject({ code: 160004 });
  });

  it('records unknown routes as 404s', async () => {
    const { fake, client } = await boot();
    await expect(client.rest.get('/channels/1/pins/nothing')).rejects.toMatchObject({ status: 404 });
    expect(fake.unknownRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v10/channels/1/pins/nothing']);
  });

  it('leaves no sockets open after client.destroy() and close()', async () => {
    const { fake, client } = await boot();
    await client.destroy();
    await fake.close();
    rigs.splice(0);
    const sockets = (): string[] => process.getActiveResourcesInfo().filter((r) => r.startsWith('TCP'));
    for (let i = 0; i < 50 && sockets().length > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(sockets()).toEqual([]);
  });
});
