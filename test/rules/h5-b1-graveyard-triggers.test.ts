// Triggered abilities that function from the graveyard (game-mechanics/game-mechanics-abilities/README.md#general-rules):
// a card in its owner's graveyard watches; the same card on the field does not; Phantasmagoria's graveyard has none.
import { describe, expect, it } from 'vitest';
import { defineCard, recover, reserve, whenever } from '../../src/cards/define.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const watcher = defineCard({ slug: 'test-grave-watcher', name: 'test-grave-watcher', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  { abilities: [{ kind: 'triggered', fromGraveyard: true, trigger: whenever('recovers', { who: 'you' }), effects: [{ op: 'banishSourceCard', then: [] }] }] });
const heal = defineCard({ slug: 'test-heal', name: 'test-heal', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [recover(1)] });

function run(where: 'graveyard' | 'field', phantasmagoria = false): { s: GameState; card?: string } {
  let s = edit(withDef(withDef(newGame({ first: A }), watcher), heal), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
  if (phantasmagoria) s = edit(withDef(s, scriptedDef('phantasmagoria')), (t) => { t.masteries = { [A]: { def: 'phantasmagoria', counters: {} } }; });
  let card: string | undefined;
  if (where === 'graveyard') [s, card] = addCard(s, A, 'test-grave-watcher', 'graveyard');
  else [s] = addObject(s, A, 'test-grave-watcher');
  let spell: string;
  [s, spell] = addCard(s, A, 'test-heal');
  s = payReserve(act(s, A, { type: 'activate', card: spell }), A);
  return { s: passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0), card };
}

describe('Triggers from the graveyard (game-mechanics-abilities/README.md#general-rules)', () => {
  it('a card in the graveyard triggers and can banish itself', () => {
    const { s, card } = run('graveyard');
    expect(player(s, A).banishment).toContain(card);
  });
  it('on the field the ability does not trigger', () => {
    const { s } = run('field');
    expect(s.log.some((l) => l.text.includes("test-grave-watcher's triggered ability"))).toBe(false);
    expect(run('graveyard').s.log.some((l) => l.text.includes("test-grave-watcher's triggered ability"))).toBe(true);
  });
  it('not while the graveyard cards lose their abilities (Phantasmagoria)', () => {
    const { s, card } = run('graveyard', true);
    expect(player(s, A).graveyard).toContain(card);
  });
});
