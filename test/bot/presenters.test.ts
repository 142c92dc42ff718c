import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import { promptComponents, promptOptions, MAX_LABEL, OPTIONS_PER_MENU } from '../../src/bot/presenters/prompt.js';
import { parseCustomId } from '../../src/bot/custom-ids.js';
import { privateViewText } from '../../src/bot/presenters/private-view.js';
import { historyContent } from '../../src/bot/presenters/board.js';
import { fakeEngine, fakeState } from './fake-engine.js';
import type { GameView } from '../../src/engine/view-types.js';

type AnyComponent = { type: number; custom_id?: string; label?: string; disabled?: boolean; options?: { label: string; value: string }[] };
const flat = (rows: ReturnType<typeof promptComponents>) => rows.flatMap((r) => r.components as AnyComponent[]);

describe('prompt presenter', () => {
  it('uses buttons for up to five choices, labelled by describeAction within 80 characters', () => {
    const options = promptOptions(fakeEngine(5), fakeState(7), 'u1');
    const rows = promptComponents('m1', 7, options);
    expect(rows).toHaveLength(1);
    const buttons = flat(rows);
    expect(buttons.map((b) => b.type)).toEqual(Array(5).fill(ComponentType.Button));
    expect(buttons[0]!.label).toBe('Pass');
    for (const b of buttons) expect(b.label!.length).toBeLessThanOrEqual(MAX_LABEL);
    expect(buttons.map((b) => parseCustomId(b.custom_id!))).toEqual(
      [0, 1, 2, 3, 4].map((index) => ({ kind: 'action', matchId: 'm1', version: 7, index })),
    );
  });

  it('uses a select menu of 25 per page with Previous/Next beyond, keeping Pass as a button', () => {
    const options = promptOptions(fakeEngine(60), fakeState(2), 'u1');
    const page0 = promptComponents('m1', 2, options, 0);
    const select = flat(page0).find((c) => c.type === ComponentType.StringSelect)!;
    expect(select.options).toHaveLength(OPTIONS_PER_MENU);
    expect(select.options!.map((o) => o.value)).toEqual(Array.from({ length: 25 }, (_, i) => String(i)));
    const buttons = flat(page0).filter((c) => c.type === ComponentType.Button);
    expect(buttons.map((b) => b.label)).toEqual(['Pass', '◀ Previous', 'Next ▶']);
    expect(buttons[1]!.disabled).toBe(true);
    const last = promptComponents('m1', 2, options, 2);
    const lastSelect = flat(last).find((c) => c.type === ComponentType.StringSelect)!;
    expect(lastSelect.options!.map((o) => o.value)).toEqual(Array.from({ length: 10 }, (_, i) => String(50 + i)));
    expect(flat(last).find((c) => c.label === 'Next ▶')!.disabled).toBe(true);
    expect(last.length).toBeLessThanOrEqual(5);
  });

  it('offers nothing to a player who may not act', () => {
    expect(promptOptions(fakeEngine(3), fakeState(), 'u2')).toEqual([]);
    expect(promptComponents('m1', 0, [])).toEqual([]);
  });
});

describe('private and public text', () => {
  const face = (name: string) => ({ id: name, slug: name, name, cost: { kind: 'reserve', value: 2 } }) as never;
  const base = { turn: 3, players: [], log: [] } as unknown as GameView;

  it('lists the viewer’s own hand and memory, and refuses another viewer’s view', () => {
    const view = { ...base, viewer: 'u1', players: [{ id: 'u1', name: 'Ann', hand: [face('Ember')], memory: [face('Tide')] }] } as unknown as GameView;
    const text = privateViewText(view, 'u1', 'Ann vs Bo');
    expect(text).toContain('Hand (1)');
    expect(text).toContain('1. Ember (reserve 2)');
    expect(text).toContain('Memory (1)');
    expect(() => privateViewText({ ...view, viewer: 'public' } as GameView, 'u1', 'x')).toThrow();
  });

  it('keeps the history within one message, newest last', () => {
    const log = Array.from({ length: 400 }, (_, i) => ({ turn: i, text: `event number ${i}` }));
    const text = historyContent({ ...base, log } as unknown as GameView);
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.trimEnd().endsWith('event number 399')).toBe(true);
    expect(text).toContain('earlier entries');
  });
});
