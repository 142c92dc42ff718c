import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Interaction } from 'discord.js';
import { createRouter, GENERIC_FAILURE, UNKNOWN_COMPONENT } from '../../src/bot/router.js';
import type { CommandModule } from '../../src/bot/command-module.js';
import { Responder } from '../../src/bot/respond.js';

/** Just enough of a discord.js interaction to route and answer. */
function component(customId: string) {
  const calls: { method: string; arg: unknown }[] = [];
  const i = {
    id: '1',
    customId,
    user: { id: 'u1' },
    replied: false,
    deferred: false,
    isChatInputCommand: () => false,
    isAutocomplete: () => false,
    isMessageComponent: () => true,
    isModalSubmit: () => false,
    isRepliable: () => true,
    reply: async (arg: unknown) => void (calls.push({ method: 'reply', arg }), (i.replied = true)),
    followUp: async (arg: unknown) => void calls.push({ method: 'followUp', arg }),
    deferUpdate: async () => void (calls.push({ method: 'deferUpdate', arg: null }), (i.deferred = true)),
    update: async (arg: unknown) => void (calls.push({ method: 'update', arg }), (i.replied = true)),
    editReply: async (arg: unknown) => void calls.push({ method: 'editReply', arg }),
  };
  return { i, calls };
}

const module = (components: CommandModule<{ n: number }>['components']): CommandModule<{ n: number }> => ({
  data: { name: 'x', description: 'x' },
  execute: async () => undefined,
  components,
});

const logger = pino({ level: 'silent' });

describe('router', () => {
  it('routes a component by its custom_id prefix with the deps', async () => {
    const seen: string[] = [];
    const router = createRouter([module({ ab: async (i, deps) => void seen.push(`${i.customId}/${deps.n}`) })], { n: 4 }, logger);
    await router.handle(component('ab:1:2').i as unknown as Interaction);
    expect(seen).toEqual(['ab:1:2/4']);
    expect(router.commandNames).toEqual(['x']);
  });

  it('answers an unknown component privately instead of letting it fail', async () => {
    const router = createRouter([module({})], { n: 0 }, logger);
    const { i, calls } = component('zz:1');
    await router.handle(i as unknown as Interaction);
    expect(calls).toEqual([{ method: 'reply', arg: { content: UNKNOWN_COMPONENT, flags: 64 } }]);
  });

  it('turns a handler crash into an ephemeral note, after a deferral as a follow-up', async () => {
    const router = createRouter(
      [
        module({
          a: async () => {
            throw new Error('boom');
          },
          b: async (i) => {
            await i.deferUpdate();
            throw new Error('boom');
          },
        }),
      ],
      { n: 0 },
      logger,
    );
    const first = component('a:1');
    await router.handle(first.i as unknown as Interaction);
    expect(first.calls).toEqual([{ method: 'reply', arg: { content: GENERIC_FAILURE, flags: 64 } }]);
    const second = component('b:1');
    await router.handle(second.i as unknown as Interaction);
    expect(second.calls.map((c) => c.method)).toEqual(['deferUpdate', 'followUp']);
  });

  it('refuses two modules claiming one prefix', () => {
    expect(() => createRouter([module({ a: async () => undefined }), { ...module({ a: async () => undefined }), data: { name: 'y', description: 'y' } }], { n: 0 }, logger)).toThrow(/prefix a/);
  });
});

describe('Responder', () => {
  it('defers when the work outlives the deadline, then edits the deferred response', async () => {
    const { i, calls } = component('m:a:1:1');
    const r = new Responder(i as never, 'update', 20);
    await new Promise((res) => setTimeout(res, 60));
    await r.send({ content: 'done' });
    expect(calls.map((c) => c.method)).toEqual(['deferUpdate', 'editReply']);
  });

  it('answers directly when the work is quick', async () => {
    const { i, calls } = component('m:a:1:1');
    const r = new Responder(i as never, 'update', 1000);
    await r.send({ content: 'done' });
    expect(calls.map((c) => c.method)).toEqual(['update']);
  });
});
